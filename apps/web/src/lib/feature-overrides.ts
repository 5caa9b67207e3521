/**
 * Feature-flag overrides as request headers (spec 000 §7, cloud-api §1.2): `FEATURE_<FLAG>: 1` or `0`, the
 * flag's name upper-cased. The cloud honours them for staff accounts and debug deployments only.
 */
export function featureOverrideHeaders(overrides: Readonly<Record<string, boolean>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(overrides).map(([flag, on]) => [`FEATURE_${flag.toUpperCase()}`, on ? '1' : '0']),
  );
}
