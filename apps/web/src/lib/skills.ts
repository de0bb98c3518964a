/**
 * Skills are typed as one text (commas, semicolons or lines between them); cards and details show them as chips,
 * each once.
 */
export const splitSkills = (skills: string | null) => [
  ...new Set(
    (skills ?? '')
      .split(/[,;\n]/)
      .map((skill) => skill.trim())
      .filter(Boolean),
  ),
];
