export type { ChatWidget } from '@/domain/chat/widget'
