//! FDE-Gym's ledger: the run's entry (`<ledger>/<name>.json`: the signing `key`,
//! `engagement`, `level`, `variant`) and its head (`<name>.head`: `n` lines signed so far
//! and the last `mac`). The stakeholder server signs every ask-log line with
//! HMAC-SHA256 over the previous line's MAC followed by the line without its `mac`,
//! written as `json.dumps(rec, ensure_ascii=False, sort_keys=True)`. The harness replays
//! the chain before grading; a line it cannot verify, or a count or last MAC that does
//! not match the head, is an integrity problem, and every problem becomes an incident
//! (so the run scores no more than 0). The harness's exact wording is kept, since it
//! lands in `incidents`.

use serde::{Deserialize, Serialize};

use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::pyjson::{self, Value};

/// [`LedgerCheck::status`]es the table says in the reader's language (`cli-table-ledger-*`);
/// why a check could not run, after `not checked: `, stays as written.
pub(crate) const NO_LEDGER: &str = "not checked: no ledger entry was given, so edited, added or removed ask-log lines cannot be detected";
pub(crate) const VERIFIED: &str = "verified against the ledger";
/// The harness's record of a run without a ledger entry (`run_record`).
pub(crate) const UNVERIFIED: &str = "unverified: this run was created before the ledger existed";
pub(crate) const ALTERED: &str = "altered";
pub(crate) const NOT_CHECKED: &str = "not checked: ";
/// The harness failure a ledger check that cannot run makes (`uplift/harness-fails`),
/// before its reason (the same reason as after [`NOT_CHECKED`]).
pub(crate) const CANNOT_RUN: &str = "the ledger check cannot run: ";

/// A status of `not checked: WHY` in `lang` other than English: the words of the harness
/// failure the same reason made (`the ledger check cannot run: WHY`, a registered
/// sentence, [`Diagnostic::message_in`](crate::Diagnostic::message_in)); `None` for any
/// other status, in English, or when the report has no such failure.
pub fn not_checked_in(status: &str, diagnostics: &[crate::Diagnostic], lang: i18n::Lang) -> Option<String> {
    let why = status.strip_prefix(NOT_CHECKED)?;
    if lang == i18n::Lang::En {
        return None;
    }
    diagnostics
        .iter()
        .find(|d| d.code == crate::diagnostic::codes::UPLIFT_HARNESS_FAILS && d.message.strip_prefix(CANNOT_RUN) == Some(why))
        .map(|d| d.message_in(lang))
}

/// What checking the ask log against the ledger found.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct LedgerCheck {
    /// Whether a ledger entry was given at all.
    pub given: bool,
    /// `verified against the ledger`, `altered`, or why it was not checked, in plain words.
    pub status: String,
    /// The integrity problems, in the harness's words (each one an incident).
    pub problems: Vec<String>,
    /// Ask-log lines whose MAC was verified before the first bad one.
    pub lines_verified: usize,
    /// The variant the ledger records (the harness trusts it over `meta.json`).
    pub variant: Option<String>,
}

impl LedgerCheck {
    /// No ledger was given: nothing is verified, and the report says so.
    pub fn not_given() -> Self {
        LedgerCheck { given: false, status: NO_LEDGER.into(), ..LedgerCheck::default() }
    }
}

/// Python's `json.dumps(v, ensure_ascii=False, sort_keys=True)`.
pub fn py_dumps_sorted(v: &Value) -> String {
    crate::pyout::dumps(&crate::pyout::Py::from(v), None, true)
}

/// Whether a JSON text holds a `\uXXXX` escape of a lone UTF-16 surrogate. Python
/// keeps one in the string it reads, and then cannot encode that string as UTF-8 (so
/// signing the line, or writing it into `result.json`, raises); a Rust string cannot
/// hold one, so [`crate::pyjson`] reads it as U+FFFD.
pub fn lone_surrogate(text: &str) -> bool {
    let b = text.as_bytes();
    let hex = |i: usize| -> Option<u32> {
        let h = text.get(i..i + 4)?;
        u32::from_str_radix(h, 16).ok().filter(|_| h.bytes().all(|c| c.is_ascii_hexdigit()))
    };
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            i += 1;
            continue;
        }
        if b.get(i + 1) != Some(&b'u') {
            i += 2;
            continue;
        }
        match hex(i + 2) {
            Some(hi @ 0xD800..=0xDBFF) => {
                let low = (b.get(i + 6) == Some(&b'\\') && b.get(i + 7) == Some(&b'u')).then(|| hex(i + 8)).flatten();
                if !matches!(low, Some(0xDC00..=0xDFFF)) {
                    return true;
                }
                let _ = hi;
                i += 12;
            }
            Some(0xDC00..=0xDFFF) => return true,
            _ => i += 6,
        }
    }
    false
}

/// HMAC-SHA256 of `msg` under `key`, as lowercase hex (Python's `hexdigest()`): what
/// FDE-Gym's stakeholder server signs each ask-log line with.
fn hmac_sha256_hex(key: &[u8], msg: &[u8]) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes a key of any length");
    mac.update(msg);
    mac.finalize().into_bytes().iter().map(|b| format!("{b:02x}")).collect()
}

/// Python's `bytes.fromhex`: pairs of hex digits, spaces allowed between pairs.
fn from_hex(s: &str) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let pair = s.get(i..i + 2)?;
        out.push(u8::from_str_radix(pair, 16).ok()?);
        if !pair.bytes().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        i += 2;
    }
    Some(out)
}

/// The lines of a text file as Python iterates them (universal newlines: `\n`, `\r\n`
/// and a lone `\r` each end a line), each with its 1-based number.
pub fn py_lines(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let (mut start, mut i) = (0, 0);
    while i < b.len() {
        let end = match b[i] {
            b'\n' => Some(i + 1),
            b'\r' if b.get(i + 1) == Some(&b'\n') => Some(i + 2),
            b'\r' => Some(i + 1),
            _ => None,
        };
        if let Some(e) = end {
            out.push((out.len() + 1, &text[start..i]));
            start = e;
            i = e;
        } else {
            i += 1;
        }
    }
    if start < b.len() {
        out.push((out.len() + 1, &text[start..]));
    }
    out
}

/// The harness's `run_record` check of an ask log (`log`, `None` when there is none)
/// against a ledger `entry` and `head` (the head file's text, `None` when absent: then
/// no line was signed), and `meta.json` when given. `Err` when the harness itself
/// would stop (an unreadable entry or head, a log line that is a JSON array).
pub fn check(entry: &str, head: Option<&str>, meta: Option<&str>, log: Option<&str>, log_bom: bool) -> Result<LedgerCheck, String> {
    let entry = pyjson::parse(entry).map_err(|e| format!("the ledger entry is not JSON ({})", e.message))?.value;
    let key_text = entry.get("key").ok_or("the ledger entry has no `key`")?;
    let key = key_text.value.as_str().and_then(from_hex).ok_or("the ledger entry's `key` is not hex text")?;
    let mut problems = Vec::new();
    if let Some(meta) = meta {
        let meta = pyjson::parse(meta).map_err(|e| format!("meta.json is not JSON ({})", e.message))?.value;
        for k in ["engagement", "level", "variant"] {
            let (a, b) = (meta.get(k).map(|n| &n.value), entry.get(k).map(|n| &n.value));
            // `meta.get(k) != entry.get(k)`: an absent key is None, as is null.
            let none = |x: Option<&Value>| x.is_none_or(|v| *v == Value::Null);
            let equal =
                (none(a) && none(b)) || (a.is_some() && b.is_some() && py_equal(a.unwrap_or(&Value::Null), b.unwrap_or(&Value::Null)));
            if !equal {
                problems.push(format!("meta.json was altered after the run was created ({k})"));
            }
        }
    }
    let (head_n, head_mac) = match head {
        None => (Value::Int("0".into()), Value::Str(String::new())),
        Some(h) => {
            let h = pyjson::parse(h).map_err(|e| format!("the ledger head is not JSON ({})", e.message))?.value;
            let n = h.get("n").ok_or("the ledger head has no `n`")?.value.clone();
            let mac = h.get("mac").ok_or("the ledger head has no `mac`")?.value.clone();
            (n, mac)
        }
    };
    let (mut mac, mut n, mut bad) = (String::new(), 0usize, false);
    if let Some(log) = log {
        let mut lines = py_lines(log);
        if log_bom && lines.is_empty() {
            lines.push((1, "")); // the BOM alone is a line to Python
        }
        for (i, (_, line)) in lines.into_iter().enumerate() {
            // Python keeps a BOM at the start of the file: `json.loads` rejects it.
            let parsed = if i == 0 && log_bom { None } else { pyjson::parse(line).ok() };
            let Some(rec) = parsed else {
                bad = true;
                break;
            };
            if matches!(rec.value, Value::Object(_)) && lone_surrogate(line) {
                // `(mac + json.dumps(rec, ...)).encode("utf-8")` raises UnicodeEncodeError.
                return Err(format!(
                    "line {} of the ask log holds a lone surrogate (\\ud800-\\udfff), which Python cannot encode to sign it",
                    i + 1
                ));
            }
            let mut members = match rec.value {
                Value::Object(m) => m,
                // `list.pop("mac", None)` raises TypeError, which the harness does not catch.
                Value::Array(_) => return Err(format!("line {} of the ask log is a JSON array", i + 1)),
                _ => {
                    bad = true;
                    break;
                }
            };
            let got = members.iter().rev().find(|(k, _)| k == "mac").map(|(_, v)| v.value.clone());
            members.retain(|(k, _)| k != "mac");
            let body = py_dumps_sorted(&Value::Object(members));
            let want = hmac_sha256_hex(&key, format!("{mac}{body}").as_bytes());
            if got != Some(Value::Str(want.clone())) {
                bad = true;
                break;
            }
            mac = want;
            n += 1;
        }
    }
    if bad {
        problems.push("the question log has a line the stakeholder server did not write".into());
    } else if !py_equal(&Value::Int(n.to_string()), &head_n) || !py_equal(&Value::Str(mac), &head_mac) {
        problems.push("the question log does not match the server's record (lines removed or replaced)".into());
    }
    let variant = entry.get("variant").filter(|v| v.value.truthy()).and_then(|v| v.value.as_str()).map(str::to_string);
    Ok(LedgerCheck {
        given: true,
        status: if problems.is_empty() { VERIFIED.into() } else { ALTERED.into() },
        problems,
        lines_verified: n,
        variant,
    })
}

/// The harness's `run_record` for a run without a ledger entry: `meta.json` (`meta`, its
/// file name `file`) is trusted as it stands, "unverified: this run was created before
/// the ledger existed", and its `variant` is the one graded (`None`: absent or false,
/// the base). `Err` with the reason where the harness stops: `meta.json` not a JSON
/// object, no `engagement` or `level` (`meta["engagement"]`, `meta["level"]`), an
/// `engagement` that is not text (a folder name), a true `variant` that is not text
/// (no variants.json has it).
///
/// ```
/// use kind_uplift::ledger::unverified;
/// let c = unverified(r#"{"engagement": "e", "level": "L3", "port": 1, "variant": "hard"}"#, "meta.json").unwrap();
/// assert_eq!((c.given, c.variant.as_deref()), (false, Some("hard")));
/// assert_eq!(c.status, "unverified: this run was created before the ledger existed");
/// assert_eq!(unverified(r#"{"engagement": "e", "level": "L3", "variant": null}"#, "meta.json").unwrap().variant, None);
/// assert!(unverified(r#"{"engagement": "e"}"#, "meta.json").unwrap_err().contains("`level`"));
/// ```
pub fn unverified(meta: &str, file: &str) -> Result<LedgerCheck, String> {
    let meta = pyjson::parse(meta).map_err(|e| format!("{file} is not JSON ({}), so the harness cannot read the run", e.message))?.value;
    if !matches!(meta, Value::Object(_)) {
        return Err(format!("{file} holds {}, not a JSON object, so the harness cannot read the run", meta.in_words()));
    }
    for field in ["engagement", "level"] {
        if meta.get(field).is_none() {
            return Err(format!("{file} has no `{field}`, which the harness reads for a run without a ledger entry (Python's KeyError)"));
        }
    }
    let not_name = |field: &str, v: &Value| format!("`{field}` in {file} is {}, not a name", v.in_words());
    match meta.get("engagement").map(|v| &v.value) {
        Some(Value::Str(_)) | None => {}
        Some(v) => return Err(not_name("engagement", v)),
    }
    let variant = match meta.get("variant").map(|v| &v.value) {
        Some(Value::Str(s)) if !s.is_empty() => Some(s.clone()),
        Some(v) if v.truthy() => return Err(not_name("variant", v)),
        _ => None,
    };
    Ok(LedgerCheck { given: false, status: UNVERIFIED.into(), problems: Vec::new(), lines_verified: 0, variant })
}

/// Python's `==` on two JSON values (numbers by value: `1 == 1.0 == true`).
fn py_equal(a: &Value, b: &Value) -> bool {
    use super::pynum::{from_value, PyNum};
    match (from_value(a), from_value(b)) {
        (Some(x), Some(y)) => match (&x, &y) {
            (PyNum::Int(i), PyNum::Int(j)) => i == j,
            _ => match x.sub(&y) {
                Ok(PyNum::Float(d)) => d == 0.0,
                Ok(PyNum::Int(d)) => d.is_zero(),
                // An int too large for a float is not equal to any float.
                Err(_) => false,
            },
        },
        (None, None) => match (a, b) {
            (Value::Array(x), Value::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(p, q)| py_equal(&p.value, &q.value)),
            (Value::Object(_), Value::Object(_)) => py_dumps_sorted(a) == py_dumps_sorted(b),
            _ => a == b,
        },
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hmac_known_values() {
        // RFC 4231 test cases 2 and 6 (a key longer than a block is hashed first).
        assert_eq!(
            hmac_sha256_hex(b"Jefe", b"what do ya want for nothing?"),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
        assert_eq!(
            hmac_sha256_hex(&[0xaa; 131], b"Test Using Larger Than Block-Size Key - Hash Key First"),
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
        );
    }

    #[test]
    fn dumps_like_python() {
        let v = pyjson::parse(r#"{"b": 1, "a": [1.0, 1e22, NaN, "x\u0001\u00e9\"\n"], "b": 2}"#).unwrap().value;
        assert_eq!(py_dumps_sorted(&v), "{\"a\": [1.0, 1e+22, NaN, \"x\\u0001é\\\"\\n\"], \"b\": 2}");
    }

    #[test]
    fn lines_split_as_python_reads_them() {
        let got: Vec<&str> = py_lines("a\nb\r\nc\rd").into_iter().map(|(_, l)| l).collect();
        assert_eq!(got, ["a", "b", "c", "d"]);
        assert_eq!(py_lines("a\n\n").len(), 2);
        assert!(py_lines("").is_empty());
    }

    #[test]
    fn lone_surrogates_are_found() {
        assert!(lone_surrogate(r#"{"a": "\ud800"}"#));
        assert!(lone_surrogate(r#"{"a": "\udc00x"}"#));
        assert!(!lone_surrogate(r#"{"a": "\ud83d\ude00"}"#));
        assert!(!lone_surrogate(r#"{"a": "\\ud800"}"#));
        assert!(!lone_surrogate(r#"{"a": "\u00e9"}"#));
    }
}
