/**
 * Teacher → student messaging (spec §1, §7 Messaging): the demo teacher writes a stock message to their whole
 * classroom from its Messages pane; the math product reads it and posts the first student's replies (text and a
 * picture) through its API with the demo district's ingest key; the teacher sees the unread count on the student,
 * opens the conversation with the picture, and the count goes back to none. Then the pane in Spanish and on a
 * phone.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  classroomStudents,
  classroomUrl,
  districtOf,
  firstClassroom,
  PHONE,
  signedInTeacher,
  withPane,
  type Classroom,
  type Student,
} from './support/assignments.js';
import { useJourney } from './support/journey.js';
import { checkScreen, chooseLanguage } from './support/pages.js';

const journey = useJourney();
const INGEST_KEY = 'demo-ingest-key';
/** A student's picture: a PNG of coloured stripes, `width` × `height`. */
function stripesPng(width: number, height: number): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const colours = [
    [31, 78, 156],
    [245, 180, 40],
    [60, 160, 90],
  ];
  const rows = Array.from({ length: height }, (_, y) => {
    const [r, g, b] = colours[Math.floor((y / height) * colours.length)]!;
    return Buffer.concat([
      Buffer.from([0]),
      Buffer.from(Array.from({ length: width }, () => [r!, g!, b!]).flat()),
    ]);
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');
}
const PICTURE = { width: 120, height: 72 };

/** The math product's calls, with the district key (no browser, no session). */
async function product(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${journey.server.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${INGEST_KEY}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as { data: unknown };
}

interface Setting {
  districtId: number;
  classroom: Classroom;
  students: Student[];
  /** The student who replies: the first of the pane's list (names A to Z). */
  replier: Student;
}
let setting: Setting;

const nameOf = (s: Student) => `${s.first_name} ${s.last_name}`;
const messagesUrl = () => withPane(classroomUrl(setting.districtId, setting.classroom), 'messages');
const studentButton = (page: Page, student: Student) =>
  page.locator('.messages__student', { hasText: nameOf(student) });

describe('the teacher messages the class and reads a reply the product posted', () => {
  it('sends a stock message to the whole class; the product reads it', async () => {
    const page = await signedInTeacher(journey);
    const { districtId } = await districtOf(page);
    const classroom = await firstClassroom(page, districtId);
    const students = await classroomStudents(page, districtId, classroom.id);
    const byName = [...students].sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
    setting = { districtId, classroom, students, replier: byName[0]! };

    await page.goto(classroomUrl(districtId, classroom));
    await page.getByRole('link', { name: 'Messages' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Messages' }).getAttribute('aria-current'))
      .toBe('page');
    await expect.poll(() => page.locator('.messages__total').textContent()).toBe('0 unread replies');
    await page.getByRole('combobox', { name: 'Message' }).selectOption('great_work');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.locator('.messages-compose__status').textContent())
      .toBe(`Sent to ${students.length} students.`);

    const read = (await product(`/api/v1/messaging/product/messages?student_ids=${setting.replier.id}`)) as {
      data: { student_id: number; messages: { message_text: string; from_student: boolean }[] }[];
    };
    expect(read.data[0]!.messages.at(-1)).toMatchObject({
      from_student: false,
      message_text: 'Great work! Keep it up.',
    });
  });

  it('sees the product’s replies as unread on the student, opens them with the picture, and they are read', async () => {
    const posted = (await product('/api/v1/messaging/product/replies', {
      method: 'POST',
      body: {
        replies: [
          { student_id: setting.replier.id, message_text: 'Thank you! I finished two lessons.' },
          {
            student_id: setting.replier.id,
            image: { data_base64: stripesPng(PICTURE.width, PICTURE.height), content_type: 'image/png' },
          },
        ],
      },
    })) as { data: { accepted: number } };
    expect(posted.data.accepted).toBe(2);

    const page = await signedInTeacher(journey);
    await page.goto(messagesUrl());
    await expect.poll(() => page.locator('.messages__total').textContent()).toBe('2 unread replies');
    const button = studentButton(page, setting.replier);
    await expect.poll(() => button.locator('.messages__badge').textContent()).toBe('2');
    expect(await page.locator('.messages__badge').count()).toBe(1);
    await checkScreen(page, 'messages-en-1366-unread');

    await button.click();
    const thread = page.locator('.messages-thread');
    await expect
      .poll(() => thread.locator('.message--reply .message__text').first().textContent())
      .toBe('Thank you! I finished two lessons.');
    expect(await thread.locator('.message--sent .message__text').last().textContent()).toBe(
      'Great work! Keep it up.',
    );
    const picture = thread.locator('.message--reply img');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(PICTURE.width);
    await expect.poll(() => page.locator('.messages__total').textContent()).toBe('0 unread replies');
    expect(await button.locator('.messages__badge').count()).toBe(0);
    await checkScreen(page, 'messages-en-1366-conversation');
  });

  it('reads the same pane in Spanish and on a phone', async () => {
    const desktop = await signedInTeacher(journey);
    await chooseLanguage(desktop, 'es-MX');
    await desktop.goto(messagesUrl());
    await expect.poll(() => desktop.locator('.messages__total').textContent()).toBe('0 respuestas sin leer');
    await studentButton(desktop, setting.replier).click();
    await expect
      .poll(() => desktop.locator('.message--sent .message__text').last().textContent())
      .toBe('¡Excelente trabajo! Sigue así.');
    await desktop.getByRole('radio', { name: 'Estudiantes elegidos' }).check();
    await checkScreen(desktop, 'messages-es-1366');

    for (const locale of ['en-US', 'es-MX'] as const) {
      const phone = await signedInTeacher(journey, PHONE);
      if (locale === 'es-MX') await chooseLanguage(phone, locale);
      await phone.goto(messagesUrl());
      await studentButton(phone, setting.replier).click();
      await phone.locator('.message--reply img').waitFor();
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, locale).toBeLessThanOrEqual(0);
      await checkScreen(phone, `messages-${locale === 'en-US' ? 'en' : 'es'}-390`);
    }
  });
});
