/**
 * Types of the database, in the shape `supabase gen types typescript --local` emits. Hand-kept
 * next to supabase/migrations; tests/db/check-types.mjs compares them with the migrated schema
 * on every `npm test`, so they cannot drift. Regenerate with the CLI where Docker exists.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: {
      blog_posts: {
        Row: {
          author: string
          content: string
          created_at: string
          date: string
          excerpt: string
          id: string
          image: string
          published: boolean
          slug: string
          title: string
          updated_at: string
        }
        Insert: {
          author: string
          content: string
          created_at?: string
          date: string
          excerpt: string
          id: string
          image: string
          published?: boolean
          slug: string
          title: string
          updated_at?: string
        }
        Update: {
          author?: string
          content?: string
          created_at?: string
          date?: string
          excerpt?: string
          id?: string
          image?: string
          published?: boolean
          slug?: string
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      form_submissions: {
        Row: {
          client_id: string
          consultation_date: string | null
          consultation_slot: string | null
          created_at: string
          email: string | null
          follow_up_on: string | null
          form_type: string
          full_name: string | null
          id: string
          investment_amount: string | null
          investment_goal: string | null
          investment_timeline: string | null
          investor_type: string | null
          lead_source: string
          message: string | null
          metadata: Json
          notified_at: string | null
          notify_attempts: number
          notify_claimed_at: string | null
          notify_last_error: string | null
          notify_next_at: string | null
          page: string | null
          phone: string | null
          search_text: string
          status: string
        }
        Insert: {
          client_id: string
          consultation_date?: string | null
          consultation_slot?: string | null
          created_at?: string
          email?: string | null
          follow_up_on?: string | null
          form_type: string
          full_name?: string | null
          id?: string
          investment_amount?: string | null
          investment_goal?: string | null
          investment_timeline?: string | null
          investor_type?: string | null
          lead_source?: never
          message?: string | null
          metadata?: Json
          notified_at?: string | null
          notify_attempts?: number
          notify_claimed_at?: string | null
          notify_last_error?: string | null
          notify_next_at?: string | null
          page?: string | null
          phone?: string | null
          search_text?: never
          status?: string
        }
        Update: {
          client_id?: string
          consultation_date?: string | null
          consultation_slot?: string | null
          created_at?: string
          email?: string | null
          follow_up_on?: string | null
          form_type?: string
          full_name?: string | null
          id?: string
          investment_amount?: string | null
          investment_goal?: string | null
          investment_timeline?: string | null
          investor_type?: string | null
          lead_source?: never
          message?: string | null
          metadata?: Json
          notified_at?: string | null
          notify_attempts?: number
          notify_claimed_at?: string | null
          notify_last_error?: string | null
          notify_next_at?: string | null
          page?: string | null
          phone?: string | null
          search_text?: never
          status?: string
        }
        Relationships: []
      }
      lead_notes: {
        Row: {
          author_email: string | null
          author_id: string | null
          body: string
          created_at: string
          id: string
          kind: string
          status: string | null
          submission_id: string
        }
        Insert: {
          author_email?: string | null
          author_id?: string | null
          body: string
          created_at?: string
          id?: string
          kind?: string
          status?: string | null
          submission_id: string
        }
        Update: {
          author_email?: string | null
          author_id?: string | null
          body?: string
          created_at?: string
          id?: string
          kind?: string
          status?: string | null
          submission_id?: string
        }
        Relationships: []
      }
      site_events: {
        Row: {
          created_at: string
          details: string
          id: string
          metadata: Json
          page: string
          type: string
          user_agent: string | null
        }
        Insert: {
          created_at?: string
          details: string
          id?: string
          metadata?: Json
          page: string
          type: string
          user_agent?: string | null
        }
        Update: {
          created_at?: string
          details?: string
          id?: string
          metadata?: Json
          page?: string
          type?: string
          user_agent?: string | null
        }
        Relationships: []
      }
      user_roles: {
        Row: {
          created_at: string
          id: number
          role: Database['public']['Enums']['app_role']
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: never
          role: Database['public']['Enums']['app_role']
          user_id: string
        }
        Update: {
          created_at?: string
          id?: never
          role?: Database['public']['Enums']['app_role']
          user_id?: string
        }
        Relationships: []
      }
    }
    Views: { [_ in never]: never }
    Functions: {
      search_leads: {
        Args: {
          search: string
          form_type?: string
          status?: string
          lead_source?: string
          due_on?: string
          sort?: string
          page_offset?: number
          page_limit?: number
        }
        // jsonb, in this shape (the function builds it; `supabase gen types` would say Json)
        Returns: { total: number; rows: Database['public']['Tables']['form_submissions']['Row'][] }
      }
      claim_lead_notification: {
        Args: { submission_id: string }
        Returns: Json
      }
      claim_next_lead_notification: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      finish_lead_notification: {
        Args: { submission_ids: string[] }
        Returns: undefined
      }
      fail_lead_notification: {
        Args: { submission_ids: string[]; error: string; permanent?: boolean; retry_after_seconds?: number }
        Returns: undefined
      }
      taken_consultation_slots: {
        Args: { from_date: string; to_date: string }
        Returns: { date: string; time_slot: string }[]
      }
      site_stats: {
        Args: { from_ts: string; to_ts: string }
        Returns: Json
      }
      lead_sources: {
        Args: Record<PropertyKey, never>
        Returns: { source: string; leads: number }[]
      }
    }
    Enums: {
      app_role: 'admin'
    }
    CompositeTypes: { [_ in never]: never }
  }
}

type PublicSchema = Database['public']

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row']
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert']
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update']
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T]
