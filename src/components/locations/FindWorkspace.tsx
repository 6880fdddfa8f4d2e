import { FIND_PARAM, FIND_PATH, type FindPlaceGroup } from '@/domain/locations/find-place'
import { buttonClass } from '../ui/Button'

/**
 * The home hero's 'Find a workspace': a city, neighbourhood or building picked from one list, sent by a plain GET
 * form to /find/, which answers with that place's page (no JavaScript needed). Ctrl+K's search palette stays for
 * searching everything.
 */
export function FindWorkspace({ groups }: { groups: FindPlaceGroup[] }) {
  if (groups.length === 0) return null
  return (
    <form
      id="find-a-workspace"
      action={FIND_PATH}
      method="get"
      role="search"
      aria-label="Find a workspace"
      className="mt-6 flex max-w-xl scroll-mt-24 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <label htmlFor="find-place" className="block text-sm font-medium text-slate-800">
          Where do you want to work?
        </label>
        <select
          id="find-place"
          name={FIND_PARAM}
          required
          defaultValue=""
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
        >
          <option value="" disabled>
            Choose a city, area or building
          </option>
          {groups.map((group) => (
            <optgroup key={group.city} label={group.city}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass({ variant: 'accent', className: 'whitespace-nowrap' })}>
        Find a workspace
      </button>
    </form>
  )
}
