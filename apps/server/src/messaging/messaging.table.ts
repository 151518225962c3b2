import type { Generated } from 'kysely';

/** Row types of messages and their images (db/migrations/007_messages.sql). */
export interface MessageTable {
  district_id: number;
  message_id: Generated<number>;
  student_id: number;
  classroom_id: number | null;
  from_student: boolean;
  to_classroom: boolean;
  sender_customer_id: number | null;
  message_text: string | null;
  stock_id: string | null;
  image_id: number | null;
  created_at: number;
  read_at: number | null;
}

export interface MessageImageTable {
  district_id: number;
  student_id: number;
  image_id: Generated<number>;
  content_type: string;
  byte_size: number;
  content_base64: string;
  created_at: number;
}

export interface MessagingTables {
  messages: MessageTable;
  message_images: MessageImageTable;
}
