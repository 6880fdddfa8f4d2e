import type { CollectionConfig } from 'payload'
import { CHAT_TOPICS } from '@/domain/chat/types'
import { isOperator } from '../access'

// Every question asked of the chat assistant, with what kind of answer it got, so operators see what visitors want to
// know and which questions the site's content does not answer yet (Answered: no). Emails, phone numbers and PANs
// are masked before the question is kept.
const nobody = () => false

export const ChatQuestions: CollectionConfig = {
  slug: 'chat-questions',
  labels: { singular: 'Chat question', plural: 'Chat questions' },
  access: { read: isOperator, create: nobody, update: nobody, delete: isOperator },
  defaultSort: '-createdAt',
  admin: {
    group: 'Insights',
    useAsTitle: 'question',
    defaultColumns: ['question', 'topic', 'answered', 'pagePath', 'createdAt'],
    description:
      'Questions visitors asked the chat assistant, newest first. Filter on Answered = no to find what the site does not explain yet.',
  },
  fields: [
    { name: 'question', type: 'textarea', required: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'topic',
          type: 'select',
          required: true,
          index: true,
          options: CHAT_TOPICS.map((t) => ({ label: t, value: t })),
          admin: { readOnly: true },
        },
        { name: 'answered', type: 'checkbox', index: true, admin: { readOnly: true } },
        { name: 'pagePath', type: 'text', admin: { readOnly: true } },
      ],
    },
  ],
}
