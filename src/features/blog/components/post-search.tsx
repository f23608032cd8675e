import { Search } from 'lucide-react'
import { useRef } from 'react'
import { useAdoptDomValue } from '@/components/form/use-adopt-dom-value'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/**
 * The list's search field: filters by title or excerpt as the visitor types. Text typed into the
 * served page before hydration is taken over once the app is live.
 */
export function PostSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const input = useRef<HTMLInputElement>(null)
  useAdoptDomValue(input, value, onChange)
  return (
    <div className="mx-auto max-w-xl">
      <Label htmlFor="blog-search">Search articles</Label>
      <div className="relative mt-2">
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-ink-500" />
        <Input
          ref={input}
          id="blog-search"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search articles..."
          pill
          className="pl-10"
        />
      </div>
    </div>
  )
}
