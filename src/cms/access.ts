import type { Access, FieldAccess } from 'payload'

// Operators are the admin's users; anything else (visitors, customers) only reads published content.
export const isOperator: Access = ({ req }) => req.user?.collection === 'operators'
export const isOperatorField: FieldAccess = ({ req }) => req.user?.collection === 'operators'
export const anyone: Access = () => true

export const publicContent = {
  read: anyone,
  create: isOperator,
  update: isOperator,
  delete: isOperator,
} as const

export const operatorsOnly = {
  read: isOperator,
  create: isOperator,
  update: isOperator,
  delete: isOperator,
} as const
