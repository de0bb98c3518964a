/** Field length limits from spec/residents.md section 3. */
export const LIMITS = {
  email: 255,
  name: 255,
  title: 255,
  company: 255,
  phone: 50,
  profilePhone: 20,
  url: 500,
  industry: 100,
  status: 20,
  role: 100,
  unit: 100,
  longText: 10_000,
  passwordMin: 12,
  passwordMax: 128,
  pageSizeMax: 100,
} as const;
