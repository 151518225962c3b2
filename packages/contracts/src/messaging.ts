/**
 * Teacher → student messages and the students' replies (spec §1, §3 chat message, §6 chat-disabled,
 * §7 Messaging). The dashboard's calls are the spec's POST /api/v1/messaging/messages/{list,count,new,update};
 * the math product reads a student's messages and posts replies with the district's ingest key.
 */
import { z } from 'zod';
import type { Locale } from './locale.js';

/** Longest message or reply, in characters. */
export const MESSAGE_TEXT_MAX = 500;
/** Largest image a student may send, in bytes (after base64 decoding). */
export const MESSAGE_IMAGE_MAX_BYTES = 1024 * 1024;
/** Image types a reply may carry; each is recognised by its first bytes, never by what the sender claims. */
export const MESSAGE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type MessageImageType = (typeof MESSAGE_IMAGE_TYPES)[number];
/** Replies the product may send in one request. */
export const PRODUCT_REPLIES_MAX = 20;
/** Messages of one conversation answered at once (the most recent). */
export const CONVERSATION_MAX = 200;

/** Stock messages a teacher may pick instead of writing (spec §3 chat message `stockId`), in each locale. */
export const STOCK_MESSAGES = {
  great_work: {
    'en-us': 'Great work! Keep it up.',
    'en-gb': 'Brilliant work! Keep it up.',
    'es-mx': '¡Excelente trabajo! Sigue así.',
  },
  proud_of_you: {
    'en-us': 'I am proud of how hard you are working.',
    'en-gb': 'I am proud of how hard you are working.',
    'es-mx': 'Estoy orgulloso de lo mucho que te esfuerzas.',
  },
  keep_trying: {
    'en-us': 'Mistakes help us learn. Keep trying!',
    'en-gb': 'Mistakes help us learn. Keep trying!',
    'es-mx': 'Los errores nos ayudan a aprender. ¡Sigue intentándolo!',
  },
  goal_reached: {
    'en-us': 'You reached your goal. Well done!',
    'en-gb': 'You reached your target. Well done!',
    'es-mx': 'Alcanzaste tu meta. ¡Bien hecho!',
  },
  assignment_waiting: {
    'en-us': 'A new assignment is waiting for you.',
    'en-gb': 'A new piece of work is waiting for you.',
    'es-mx': 'Tienes una nueva tarea esperándote.',
  },
  welcome_back: {
    'en-us': 'Welcome back! Let us play a few lessons today.',
    'en-gb': 'Welcome back! Let us play a few lessons today.',
    'es-mx': '¡Bienvenido de nuevo! Juguemos algunas lecciones hoy.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
export type StockMessageId = keyof typeof STOCK_MESSAGES;
export const STOCK_MESSAGE_IDS = Object.keys(STOCK_MESSAGES) as StockMessageId[];

/** The text of a stock message in a locale. */
export const stockMessageText = (id: StockMessageId, locale: Locale): string => STOCK_MESSAGES[id][locale];

const idField = z.number().int().min(1).max(2_147_483_647);
const messageText = z.string().trim().min(1, 'must not be empty').max(MESSAGE_TEXT_MAX);
const stockId = z.enum(STOCK_MESSAGE_IDS as [StockMessageId, ...StockMessageId[]]);

/** A teacher's message: free text or a stock message, to chosen students of a classroom or to all of them. */
export const newMessageRequestSchema = z
  .object({
    classroom_id: idField,
    student_ids: z
      .array(idField)
      .min(1)
      .max(500)
      .optional()
      .describe('Chosen students of the classroom; left out, the message goes to the whole classroom.'),
    message_text: messageText.optional(),
    stock_id: stockId.optional(),
  })
  .strict()
  .refine((b) => (b.message_text === undefined) !== (b.stock_id === undefined), {
    message: 'give either message_text or stock_id',
    path: ['message_text'],
  });
export type NewMessageRequest = z.infer<typeof newMessageRequestSchema>;

export const newMessageResponseSchema = z.object({
  data: z.object({ sent: z.number().int().describe('Students the message went to.') }),
});

export const conversationRequestSchema = z.object({ student_id: idField }).strict();

export const messageSchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  from_student: z.boolean().describe('A reply of the student; otherwise an educator’s message.'),
  to_classroom: z.boolean().describe('Sent to the whole classroom.'),
  classroom_id: z.number().int().nullable(),
  sender_name: z.string().nullable().describe('The educator who wrote it; null for a reply.'),
  message_text: z.string().nullable(),
  stock_id: stockId.nullable(),
  image_url: z.string().nullable(),
  created_at: z.number().int(),
  read_at: z.number().int().nullable().describe('When an educator read the reply; null while unread.'),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationResponseSchema = z.object({
  data: z.array(messageSchema).describe(`The most recent ${CONVERSATION_MAX} messages, oldest first.`),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

export const unreadCountRequestSchema = z.object({ classroom_id: idField }).strict();
export const unreadCountResponseSchema = z.object({
  data: z.object({
    total: z.number().int(),
    students: z.array(z.object({ student_id: z.number().int(), unread: z.number().int() })),
  }),
});
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const markReadRequestSchema = z
  .object({
    student_id: idField,
    message_ids: z
      .array(idField)
      .min(1)
      .max(500)
      .optional()
      .describe('The replies to mark read; left out, every unread reply of the student.'),
  })
  .strict();
export const markReadResponseSchema = z.object({ data: z.object({ updated: z.number().int() }) });

/** The math product's read: each student's messages (ingest key). */
export const productMessagesQuerySchema = z.object({
  student_ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'must be up to 100 student ids separated by commas')
    .transform((ids) => [...new Set(ids.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id <= 2_147_483_647), 'holds an id that is too large'),
});

export const productMessageSchema = z.object({
  id: z.number().int(),
  from_student: z.boolean(),
  message_text: z.string().nullable().describe('A stock message in the student’s language.'),
  stock_id: stockId.nullable(),
  has_image: z.boolean(),
  created_at: z.number().int(),
});
export const productMessagesResponseSchema = z.object({
  data: z
    .array(z.object({ student_id: z.number().int(), messages: z.array(productMessageSchema) }))
    .describe('One entry per requested student of the key’s district; others are left out.'),
});

export const productReplySchema = z
  .object({
    student_id: idField,
    message_text: z.string().max(MESSAGE_TEXT_MAX).optional(),
    image: z
      .object({
        data_base64: z.string().max(2 * 1024 * 1024),
        content_type: z.string().max(100).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export const productRepliesRequestSchema = z
  .object({ replies: z.array(productReplySchema).min(1).max(PRODUCT_REPLIES_MAX) })
  .strict();
export type ProductRepliesRequest = z.infer<typeof productRepliesRequestSchema>;

export const REPLY_REJECTIONS = [
  'unknown_student',
  'empty_reply',
  'image_not_base64',
  'image_type_not_allowed',
  'image_type_mismatch',
  'image_too_large',
] as const;
export type ReplyRejection = (typeof REPLY_REJECTIONS)[number];

export const productRepliesResponseSchema = z.object({
  data: z.object({
    accepted: z.number().int(),
    message_ids: z.array(z.number().int()),
    rejected: z.array(
      z.object({ index: z.number().int(), student_id: z.number().int(), reason: z.enum(REPLY_REJECTIONS) }),
    ),
  }),
});
export type ProductRepliesResponse = z.infer<typeof productRepliesResponseSchema>;

/** A student's records for an administrator (GET /m/student/{studentId}/data-export): messages included. */
export const studentDataExportSchema = z.object({
  data: z.object({
    exported_at: z.number().int(),
    student: z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      username: z.string(),
      grade_id: z.number().int(),
      language_id: z.number().int(),
      created_at: z.number().int(),
    }),
    classrooms: z.array(z.object({ id: z.number().int(), name: z.string() })),
    assignments: z.array(
      z.object({
        assignment_id: z.number().int(),
        classroom_id: z.number().int(),
        focus_type: z.string(),
        focus_id: z.number().int(),
        assignment_type: z.string(),
        start_date: z.string(),
        end_date: z.string(),
        status: z.string(),
        student_status: z.string().nullable(),
        lessons_passed: z.number().int(),
      }),
    ),
    messages: z.array(
      messageSchema.omit({ image_url: true }).extend({
        image: z
          .object({ id: z.number().int(), content_type: z.string(), byte_size: z.number().int() })
          .nullable(),
      }),
    ),
  }),
});
export type StudentDataExport = z.infer<typeof studentDataExportSchema>;
