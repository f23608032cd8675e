/**
 * Types of the database, in the shape `supabase gen types typescript` emits. Made from the migrated
 * schema by `npm run db:types` (scripts/database-types.ts): never edit it by hand.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: {
      assistant_passages: {
        Row: {
          body: string
          heading: string
          id: number
          indexed_at: string
          position: number
          post_id: string | null
          revision_id: number | null
          search: unknown
          source: string
          title: string
          url: string
        }
        Insert: {
          body: string
          heading: string
          id?: never
          indexed_at?: string
          position: number
          post_id?: string | null
          revision_id?: number | null
          search?: never
          source: string
          title: string
          url: string
        }
        Update: {
          body?: string
          heading?: string
          id?: never
          indexed_at?: string
          position?: number
          post_id?: string | null
          revision_id?: number | null
          search?: never
          source?: string
          title?: string
          url?: string
        }
        Relationships: []
      }
      audit_log: {
        Row: {
          action: Database['public']['Enums']['audit_action']
          actor_id: string | null
          at: string
          details: Json
          id: number
          target: string | null
        }
        Insert: {
          action: Database['public']['Enums']['audit_action']
          actor_id?: string | null
          at?: string
          details?: Json
          id?: never
          target?: string | null
        }
        Update: {
          action?: Database['public']['Enums']['audit_action']
          actor_id?: string | null
          at?: string
          details?: Json
          id?: never
          target?: string | null
        }
        Relationships: []
      }
      blog_posts: {
        Row: {
          author: string
          content: string
          created_at: string
          date: string
          excerpt: string
          id: string
          image: string
          image_alt: string | null
          meta_description: string | null
          publish_at: string | null
          published: boolean
          rendered_html: string | null
          slug: string
          social_image: string | null
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
          image_alt?: string | null
          meta_description?: string | null
          publish_at?: string | null
          published?: boolean
          rendered_html?: string | null
          slug: string
          social_image?: string | null
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
          image_alt?: string | null
          meta_description?: string | null
          publish_at?: string | null
          published?: boolean
          rendered_html?: string | null
          slug?: string
          social_image?: string | null
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      calculator_rates: {
        Row: {
          changed_at: string
          rate_percent: number
        }
        Insert: {
          changed_at?: string
          rate_percent: number
        }
        Update: {
          changed_at?: string
          rate_percent?: number
        }
        Relationships: []
      }
      chat_message_ratings: {
        Row: {
          changes: number
          conversation_id: string
          helpful: boolean
          message_id: number
          rated_at: string
          reason: string | null
        }
        Insert: {
          changes?: number
          conversation_id: string
          helpful: boolean
          message_id: number
          rated_at?: string
          reason?: string | null
        }
        Update: {
          changes?: number
          conversation_id?: string
          helpful?: boolean
          message_id?: number
          rated_at?: string
          reason?: string | null
        }
        Relationships: []
      }
      chat_messages: {
        Row: {
          content: string
          conversation_id: string
          created_at: string
          id: number
          model: string | null
          refusal: Database['public']['Enums']['chat_refusal'] | null
          role: Database['public']['Enums']['chat_message_role']
          sources: Json | null
          visit_id: string | null
        }
        Insert: {
          content: string
          conversation_id: string
          created_at?: string
          id?: never
          model?: string | null
          refusal?: Database['public']['Enums']['chat_refusal'] | null
          role: Database['public']['Enums']['chat_message_role']
          sources?: Json | null
          visit_id?: string | null
        }
        Update: {
          content?: string
          conversation_id?: string
          created_at?: string
          id?: never
          model?: string | null
          refusal?: Database['public']['Enums']['chat_refusal'] | null
          role?: Database['public']['Enums']['chat_message_role']
          sources?: Json | null
          visit_id?: string | null
        }
        Relationships: []
      }
      chat_reviews: {
        Row: {
          conversation_id: string
          flagged_leads: string[]
          id: number
          note: string | null
          outcome: Database['public']['Enums']['chat_review_outcome']
          reviewed_at: string
          reviewer_email: string | null
          reviewer_id: string | null
        }
        Insert: {
          conversation_id: string
          flagged_leads?: string[]
          id?: never
          note?: string | null
          outcome: Database['public']['Enums']['chat_review_outcome']
          reviewed_at?: string
          reviewer_email?: string | null
          reviewer_id?: string | null
        }
        Update: {
          conversation_id?: string
          flagged_leads?: string[]
          id?: never
          note?: string | null
          outcome?: Database['public']['Enums']['chat_review_outcome']
          reviewed_at?: string
          reviewer_email?: string | null
          reviewer_id?: string | null
        }
        Relationships: []
      }
      communications_archive: {
        Row: {
          address: string | null
          archived_at: string
          content: string
          content_type: string
          details: Json
          id: number
          kind: Database['public']['Enums']['archive_kind']
          prev_sha256: string
          row_sha256: string
          sha256: string
          title: string | null
        }
        Insert: {
          address?: string | null
          archived_at: string
          content: string
          content_type: string
          details?: Json
          id: number
          kind: Database['public']['Enums']['archive_kind']
          prev_sha256: string
          row_sha256: string
          sha256: string
          title?: string | null
        }
        Update: {
          address?: string | null
          archived_at?: string
          content?: string
          content_type?: string
          details?: Json
          id?: number
          kind?: Database['public']['Enums']['archive_kind']
          prev_sha256?: string
          row_sha256?: string
          sha256?: string
          title?: string | null
        }
        Relationships: []
      }
      consultation_days_off: {
        Row: {
          added_at: string
          added_by: string | null
          day: string
          reason: string
        }
        Insert: {
          added_at?: string
          added_by?: string | null
          day: string
          reason: string
        }
        Update: {
          added_at?: string
          added_by?: string | null
          day?: string
          reason?: string
        }
        Relationships: []
      }
      form_submissions: {
        Row: {
          client_id: string
          complaint_at: string | null
          consultation_date: string | null
          consultation_slot: string | null
          consultation_status: Database['public']['Enums']['consultation_status'] | null
          conversation_id: string | null
          created_at: string
          email: string | null
          follow_up_on: string | null
          form_type: Database['public']['Enums']['form_type']
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
          status: Database['public']['Enums']['lead_status']
          unnotified: boolean | null
        }
        Insert: {
          client_id: string
          complaint_at?: string | null
          consultation_date?: string | null
          consultation_slot?: string | null
          consultation_status?: Database['public']['Enums']['consultation_status'] | null
          conversation_id?: string | null
          created_at?: string
          email?: string | null
          follow_up_on?: string | null
          form_type: Database['public']['Enums']['form_type']
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
          status?: Database['public']['Enums']['lead_status']
          unnotified?: never
        }
        Update: {
          client_id?: string
          complaint_at?: string | null
          consultation_date?: string | null
          consultation_slot?: string | null
          consultation_status?: Database['public']['Enums']['consultation_status'] | null
          conversation_id?: string | null
          created_at?: string
          email?: string | null
          follow_up_on?: string | null
          form_type?: Database['public']['Enums']['form_type']
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
          status?: Database['public']['Enums']['lead_status']
          unnotified?: never
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
          kind: Database['public']['Enums']['lead_note_kind']
          status: Database['public']['Enums']['lead_status'] | null
          submission_id: string
        }
        Insert: {
          author_email?: string | null
          author_id?: string | null
          body: string
          created_at?: string
          id?: string
          kind?: Database['public']['Enums']['lead_note_kind']
          status?: Database['public']['Enums']['lead_status'] | null
          submission_id: string
        }
        Update: {
          author_email?: string | null
          author_id?: string | null
          body?: string
          created_at?: string
          id?: string
          kind?: Database['public']['Enums']['lead_note_kind']
          status?: Database['public']['Enums']['lead_status'] | null
          submission_id?: string
        }
        Relationships: []
      }
      newsletter_consents: {
        Row: {
          confirmed_at: string | null
          email_id: string | null
          id: string
          page: string
          requested_at: string
          submission_id: string | null
          subscriber_id: string
          withdrawn_at: string | null
          withdrawn_by: string | null
          wording_version: string
        }
        Insert: {
          confirmed_at?: string | null
          email_id?: string | null
          id?: string
          page: string
          requested_at?: string
          submission_id?: string | null
          subscriber_id: string
          withdrawn_at?: string | null
          withdrawn_by?: string | null
          wording_version: string
        }
        Update: {
          confirmed_at?: string | null
          email_id?: string | null
          id?: string
          page?: string
          requested_at?: string
          submission_id?: string | null
          subscriber_id?: string
          withdrawn_at?: string | null
          withdrawn_by?: string | null
          wording_version?: string
        }
        Relationships: []
      }
      newsletter_subscribers: {
        Row: {
          consent_page: string | null
          consent_version: string | null
          created_at: string
          email: string | null
          erased_tag: string | null
          id: string
          state: Database['public']['Enums']['newsletter_state']
          state_at: string
        }
        Insert: {
          consent_page?: string | null
          consent_version?: string | null
          created_at?: string
          email?: string | null
          erased_tag?: string | null
          id?: string
          state?: Database['public']['Enums']['newsletter_state']
          state_at?: string
        }
        Update: {
          consent_page?: string | null
          consent_version?: string | null
          created_at?: string
          email?: string | null
          erased_tag?: string | null
          id?: string
          state?: Database['public']['Enums']['newsletter_state']
          state_at?: string
        }
        Relationships: []
      }
      outbound_emails: {
        Row: {
          attachments: Json
          attempts: number
          body_text: string | null
          created_at: string
          headers: Json
          id: string
          kind: Database['public']['Enums']['email_kind']
          last_error: string | null
          not_before: string
          provider_id: string | null
          recipient: string | null
          sent_at: string | null
          status: Database['public']['Enums']['email_status']
          subject: string | null
          submission_id: string | null
        }
        Insert: {
          attachments?: Json
          attempts?: number
          body_text?: string | null
          created_at?: string
          headers?: Json
          id?: string
          kind: Database['public']['Enums']['email_kind']
          last_error?: string | null
          not_before?: string
          provider_id?: string | null
          recipient?: string | null
          sent_at?: string | null
          status?: Database['public']['Enums']['email_status']
          subject?: string | null
          submission_id?: string | null
        }
        Update: {
          attachments?: Json
          attempts?: number
          body_text?: string | null
          created_at?: string
          headers?: Json
          id?: string
          kind?: Database['public']['Enums']['email_kind']
          last_error?: string | null
          not_before?: string
          provider_id?: string | null
          recipient?: string | null
          sent_at?: string | null
          status?: Database['public']['Enums']['email_status']
          subject?: string | null
          submission_id?: string | null
        }
        Relationships: []
      }
      post_revisions: {
        Row: {
          action: Database['public']['Enums']['post_revision_action']
          approval: Json | null
          content: string
          id: number
          post: Json
          post_id: string
          released_at: string | null
          rendered_html: string | null
          restored_from: number | null
          review_note: string | null
          review_state: Database['public']['Enums']['post_review_state']
          reviewed_at: string | null
          reviewed_by: string | null
          reviewed_by_email: string | null
          saved_at: string
          saved_by: string | null
          saved_by_email: string | null
          submitted_at: string | null
          submitted_by: string | null
          submitted_by_email: string | null
          version: number
          withdrawn_at: string | null
        }
        Insert: {
          action: Database['public']['Enums']['post_revision_action']
          approval?: Json | null
          content: string
          id?: never
          post: Json
          post_id: string
          released_at?: string | null
          rendered_html?: string | null
          restored_from?: number | null
          review_note?: string | null
          review_state?: Database['public']['Enums']['post_review_state']
          reviewed_at?: string | null
          reviewed_by?: string | null
          reviewed_by_email?: string | null
          saved_at?: string
          saved_by?: string | null
          saved_by_email?: string | null
          submitted_at?: string | null
          submitted_by?: string | null
          submitted_by_email?: string | null
          version: number
          withdrawn_at?: string | null
        }
        Update: {
          action?: Database['public']['Enums']['post_revision_action']
          approval?: Json | null
          content?: string
          id?: never
          post?: Json
          post_id?: string
          released_at?: string | null
          rendered_html?: string | null
          restored_from?: number | null
          review_note?: string | null
          review_state?: Database['public']['Enums']['post_review_state']
          reviewed_at?: string | null
          reviewed_by?: string | null
          reviewed_by_email?: string | null
          saved_at?: string
          saved_by?: string | null
          saved_by_email?: string | null
          submitted_at?: string | null
          submitted_by?: string | null
          submitted_by_email?: string | null
          version?: number
          withdrawn_at?: string | null
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
          type: Database['public']['Enums']['event_type']
          user_agent: string | null
        }
        Insert: {
          created_at?: string
          details: string
          id?: string
          metadata?: Json
          page: string
          type: Database['public']['Enums']['event_type']
          user_agent?: string | null
        }
        Update: {
          created_at?: string
          details?: string
          id?: string
          metadata?: Json
          page?: string
          type?: Database['public']['Enums']['event_type']
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
    Views: {
      audit_entries: {
        Row: {
          action: Database['public']['Enums']['audit_action'] | null
          actor_id: string | null
          at: string | null
          details: Json | null
          id: number | null
          people: Json | null
          target: string | null
        }
        Relationships: []
      }
      chat_message_search: {
        Row: {
          content: string | null
          conversation_id: string | null
          created_at: string | null
          id: number | null
          model: string | null
          role: Database['public']['Enums']['chat_message_role'] | null
          visit_id: string | null
        }
        Relationships: []
      }
      page_views: {
        Row: {
          created_at: string | null
          details: string | null
          id: string | null
          page: string | null
          seconds: number | null
        }
        Relationships: []
      }
      published_posts: {
        Row: {
          author: string | null
          content: string | null
          created_at: string | null
          date: string | null
          excerpt: string | null
          id: string | null
          image: string | null
          image_alt: string | null
          meta_description: string | null
          publish_at: string | null
          published: boolean | null
          revision_id: number | null
          slug: string | null
          social_image: string | null
          title: string | null
          updated_at: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      add_consultation_day_off: {
        Args: {
          day: string
          reason: string
        }
        Returns: Json
      }
      add_federal_holidays: {
        Args: {
          year: number
        }
        Returns: Json
      }
      add_staff: {
        Args: {
          target_email: string
          new_role: Database['public']['Enums']['app_role']
        }
        Returns: Json
      }
      archive_build: {
        Args: {
          build: Json
        }
        Returns: Json
      }
      audit_actors: {
        Args: Record<PropertyKey, never>
        Returns: {
          actor_id: string
          email: string
          entries: number
        }[]
      }
      authorize_post_image_upload: {
        Args: Record<PropertyKey, never>
        Returns: undefined
      }
      booking_availability: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      cancel_booking: {
        Args: {
          token: string
        }
        Returns: Json
      }
      chat_conversation_token: {
        Args: {
          conversation_id: string
        }
        Returns: string
      }
      chat_conversations: {
        Args: {
          search?: string
          before_id?: number
          page_size?: number
          from_day?: string
          to_day?: string
        }
        Returns: {
          conversation_id: string
          first_message_id: number
          started_at: string
          last_at: string
          first_question: string
          turns: number
          visit_id: string
          lead_id: string
          lead_name: string
        }[]
      }
      chat_review_queue: {
        Args: Record<PropertyKey, never>
        Returns: {
          conversation_id: string
          started_at: string
          last_at: string
          first_question: string
          questions: number
          reasons: string[]
          words: string[]
          feedback: string[]
        }[]
      }
      chat_sample_setting: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      claim_lead_notification: {
        Args: {
          submission_id: string
        }
        Returns: Json
      }
      claim_next_email: {
        Args: {
          email_id?: string
        }
        Returns: Json
      }
      claim_next_lead_notification: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      confirm_newsletter: {
        Args: {
          token: string
        }
        Returns: Json
      }
      consultation_manage_token: {
        Args: {
          client_id: string
        }
        Returns: string
      }
      consultation_outcomes: {
        Args: {
          from_ts: string
          to_ts: string
        }
        Returns: Json
      }
      delete_chat_conversation: {
        Args: {
          conversation_id: string
        }
        Returns: number
      }
      erase_person:
        | {
            Args: {
              email: string
              reason: Database['public']['Enums']['erasure_reason']
              ticket: string
            }
            Returns: Json
          }
        | {
            Args: {
              email: string
              reason: string
            }
            Returns: Json
          }
      export_leads: {
        Args: {
          search?: string
          form_type?: string
          status?: string
          lead_source?: string
          due_on?: string
          not_notified?: boolean
          sort?: string
        }
        Returns: Json
      }
      export_person: {
        Args: {
          email: string
        }
        Returns: Json
      }
      fail_email: {
        Args: {
          email_id: string
          error: string
          permanent?: boolean
          retry_after_seconds?: number
        }
        Returns: undefined
      }
      fail_lead_notification: {
        Args: {
          submission_ids: string[]
          error: string
          permanent?: boolean
          retry_after_seconds?: number
          email?: Json
        }
        Returns: undefined
      }
      finish_email: {
        Args: {
          email_id: string
          provider_id?: string
        }
        Returns: undefined
      }
      finish_lead_notification: {
        Args: {
          submission_ids: string[]
          email?: Json
        }
        Returns: undefined
      }
      index_pages: {
        Args: {
          pages: Json
        }
        Returns: number
      }
      lead_sources: {
        Args: Record<PropertyKey, never>
        Returns: {
          source: string
          leads: number
        }[]
      }
      live_visitors: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      log_archive_export: {
        Args: {
          from_ts: string
          to_ts: string
          row_count: number
        }
        Returns: undefined
      }
      look_up_person: {
        Args: {
          email: string
        }
        Returns: Json
      }
      manage_booking_view: {
        Args: {
          token: string
        }
        Returns: Json
      }
      mark_consultation: {
        Args: {
          lead_id: string
          outcome: Database['public']['Enums']['consultation_status']
        }
        Returns: undefined
      }
      pending_site_rebuild: {
        Args: Record<PropertyKey, never>
        Returns: {
          since: string
          attempts: number
          last_attempt_at: string
          last_error: string
        }[]
      }
      post_history: {
        Args: {
          post_id: string
        }
        Returns: {
          id: number
          version: number
          action: string
          saved_at: string
          saved_by: string
          saved_by_email: string
          restored_from: number
          title: string
          slug: string
          changed: string[]
          review_state: string
          submitted_at: string
          submitted_by_email: string
          reviewed_at: string
          reviewed_by_email: string
          review_note: string
          released_at: string
          withdrawn_at: string
          approval: Json
          site_state: string
          submittable: boolean
        }[]
      }
      post_version_states: {
        Args: {
          for_post?: string
        }
        Returns: {
          id: number
          post_id: string
          version: number
          action: Database['public']['Enums']['post_revision_action']
          review_state: Database['public']['Enums']['post_review_state']
          released_at: string
          withdrawn_at: string
          site_state: string
          submittable: boolean
        }[]
      }
      rate_chat_answer: {
        Args: {
          conversation_id: string
          conversation_token: string
          message_id: number
          helpful: boolean
          reason?: string
        }
        Returns: Json
      }
      record_factor_reset: {
        Args: {
          target_user_id: string
        }
        Returns: Json
      }
      remove_consultation_day_off: {
        Args: {
          day: string
        }
        Returns: Json
      }
      reschedule_booking: {
        Args: {
          token: string
          new_date: string
          new_slot: string
        }
        Returns: Json
      }
      restore_post_revision: {
        Args: {
          revision_id: number
        }
        Returns: Database['public']['Tables']['blog_posts']['Row']
      }
      review_chat: {
        Args: {
          conversation_id: string
          outcome: string
          note?: string
        }
        Returns: Json
      }
      review_post_version: {
        Args: {
          revision_id: number
          decision: string
          note: string
        }
        Returns: Json
      }
      review_queue: {
        Args: Record<PropertyKey, never>
        Returns: {
          revision_id: number
          post_id: string
          version: number
          title: string
          slug: string
          content: string
          post: Json
          saved_at: string
          saved_by_email: string
          submitted_at: string
          submitted_by_email: string
          live_revision_id: number
          live_title: string
          live_content: string
          live_post: Json
        }[]
      }
      revoke_staff: {
        Args: {
          target_user_id: string
        }
        Returns: Json
      }
      search_leads: {
        Args: {
          search: string
          form_type?: string
          status?: string
          lead_source?: string
          due_on?: string
          not_notified?: boolean
          sort?: string
          page_offset?: number
          page_limit?: number
        }
        Returns: Json
      }
      search_passages: {
        Args: {
          question: string
          max_results?: number
        }
        Returns: {
          url: string
          title: string
          heading: string
          body: string
          rank: number
        }[]
      }
      set_approval_required: {
        Args: {
          required: boolean
        }
        Returns: Json
      }
      set_booking_rules: {
        Args: {
          notice_days: number
          buffer_minutes: number
        }
        Returns: Json
      }
      set_chat_sample_percent: {
        Args: {
          percent: number
        }
        Returns: Json
      }
      set_staff_mfa_required: {
        Args: {
          required: boolean
        }
        Returns: Json
      }
      set_staff_role: {
        Args: {
          target_user_id: string
          new_role: Database['public']['Enums']['app_role']
        }
        Returns: Json
      }
      site_campaigns: {
        Args: {
          from_ts: string
          to_ts: string
        }
        Returns: {
          source: string
          medium: string
          campaign: string
          visits: number
          leads: number
          conversion_rate: number
        }[]
      }
      site_entry_pages: {
        Args: {
          from_ts: string
          to_ts: string
        }
        Returns: {
          page: string
          visits: number
          leads: number
          conversion_rate: number
        }[]
      }
      site_stats: {
        Args: {
          from_ts: string
          to_ts: string
        }
        Returns: Json
      }
      staff_members: {
        Args: Record<PropertyKey, never>
        Returns: {
          user_id: string
          email: string
          role: Database['public']['Enums']['app_role']
          granted_at: string
          invited_at: string
          last_sign_in_at: string
        }[]
      }
      staff_security_settings: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      submit_post_version: {
        Args: {
          revision_id: number
        }
        Returns: Json
      }
      supervision_settings: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      taken_consultation_slots: {
        Args: {
          from_date: string
          to_date: string
        }
        Returns: {
          date: string
          time_slot: string
        }[]
      }
      unsubscribe_newsletter: {
        Args: {
          token: string
          via?: string
        }
        Returns: Json
      }
      verify_archive: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
    }
    Enums: {
      app_role: 'admin' | 'viewer' | 'author' | 'compliance'
      archive_kind: 'post' | 'withdrawal' | 'page' | 'disclosure' | 'report'
      audit_action:
        | 'staff.invite'
        | 'role.grant'
        | 'role.change'
        | 'role.revoke'
        | 'lead.status'
        | 'post.publish'
        | 'post.unpublish'
        | 'post.delete'
        | 'lead.delete'
        | 'note.delete'
        | 'event.delete'
        | 'leads.export'
        | 'privacy.export'
        | 'privacy.lookup'
        | 'privacy.erase'
        | 'chat.delete'
        | 'mfa.required'
        | 'mfa.reset'
        | 'post.submit'
        | 'post.approve'
        | 'post.reject'
        | 'post.live'
        | 'post.withdraw'
        | 'approval.required'
        | 'archive.export'
        | 'calculator.rates'
        | 'chat.review'
        | 'chat.sample'
        | 'availability.rules'
        | 'availability.day_off'
      chat_message_role: 'user' | 'assistant'
      chat_refusal: 'policy' | 'not_found'
      chat_review_outcome: 'no_issue' | 'follow_up' | 'complaint'
      consultation_status: 'booked' | 'cancelled' | 'attended' | 'no_show'
      email_kind:
        | 'lead_notification'
        | 'booking_confirmation'
        | 'booking_reminder'
        | 'booking_change'
        | 'newsletter_confirmation'
        | 'newsletter'
      email_status: 'queued' | 'sending' | 'sent' | 'failed'
      erasure_reason:
        | 'person_request'
        | 'consent_withdrawn'
        | 'objection'
        | 'no_longer_needed'
        | 'unlawful_processing'
        | 'legal_obligation'
      event_type: 'pageview' | 'chatbot' | 'chat-open' | 'chat-answer' | 'form' | 'calculator'
      form_type:
        'contact_form' | 'investment_calculator' | 'lead' | 'consultation' | 'newsletter' | 'chat' | 'other_form'
      lead_note_kind: 'note' | 'status'
      lead_status: 'new' | 'contacted' | 'qualified' | 'won' | 'lost' | 'spam'
      newsletter_state: 'pending' | 'subscribed' | 'unsubscribed'
      post_review_state: 'draft' | 'in_review' | 'approved' | 'rejected' | 'superseded'
      post_revision_action: 'created' | 'updated' | 'restored' | 'deleted'
    }
    CompositeTypes: { [_ in never]: never }
  }
}

type PublicSchema = Database['public']

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row']
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert']
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update']
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T]
