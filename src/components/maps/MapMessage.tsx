/** 'Loading...' or an error, centred in the map box (which keeps its size, so nothing shifts). */
export function MapMessage({ children }: { children: string }) {
  return (
    <p role="status" className="absolute inset-0 flex items-center justify-center text-sm font-medium text-slate-600">
      {children}
    </p>
  )
}
