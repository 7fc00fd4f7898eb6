//! `application/x-www-form-urlencoded`, as the URL Standard defines it (what the
//! browser's `URLSearchParams` reads and writes): the query string ⇄ its key/value pairs.

/// The pairs of a query string (`?a=1&b=x+y`, the leading `?` optional), in order.
/// Never fails: `+` is a space, a `%` not followed by two hex digits stays as it is,
/// bytes that are not UTF-8 become U+FFFD, empty pieces (`a=1&&b=2`) are skipped.
pub fn parse(query: &str) -> Vec<(String, String)> {
    let query = query.strip_prefix('?').unwrap_or(query);
    query
        .split('&')
        .filter(|piece| !piece.is_empty())
        .map(|piece| {
            let (name, value) = piece.split_once('=').unwrap_or((piece, ""));
            (decode(name), decode(value))
        })
        .collect()
}

/// The query string of `pairs` (without `?`): `a=1&b=x+y`.
pub fn serialize<'a>(pairs: impl IntoIterator<Item = (&'a str, &'a str)>) -> String {
    let mut out = String::new();
    for (name, value) in pairs {
        if !out.is_empty() {
            out.push('&');
        }
        encode(&mut out, name);
        out.push('=');
        encode(&mut out, value);
    }
    out
}

/// One name or value: `+` → space, `%XX` → that byte, then UTF-8 (lossy).
fn decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut bytes = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let escaped = (b[i] == b'%').then(|| Some(hex(*b.get(i + 1)?)? * 16 + hex(*b.get(i + 2)?)?)).flatten();
        match (escaped, b[i]) {
            (Some(byte), _) => {
                bytes.push(byte);
                i += 3;
                continue;
            }
            (None, b'+') => bytes.push(b' '),
            (None, c) => bytes.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

fn hex(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    }
}

/// Append `s` encoded: ASCII letters, digits and `*-._` as they are, a space as `+`,
/// every other byte of its UTF-8 as `%XX` (upper-case hex).
fn encode(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &c in s.as_bytes() {
        match c {
            b' ' => out.push('+'),
            b'*' | b'-' | b'.' | b'_' | b'0'..=b'9' | b'A'..=b'Z' | b'a'..=b'z' => out.push(c as char),
            _ => {
                out.push('%');
                out.push(HEX[usize::from(c >> 4)] as char);
                out.push(HEX[usize::from(c & 15)] as char);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(v: &[(&str, &str)]) -> Vec<(String, String)> {
        v.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect()
    }

    #[test]
    fn parses_as_url_search_params_does() {
        assert_eq!(
            parse("?case=routing-city&sub=submissions%2F6-reference.json"),
            pairs(&[("case", "routing-city"), ("sub", "submissions/6-reference.json")])
        );
        assert_eq!(parse("a=x+y&b=%e2%82%AC&&c&d="), pairs(&[("a", "x y"), ("b", "€"), ("c", ""), ("d", "")]));
        // A bad escape stays as written; a second `=` belongs to the value.
        assert_eq!(parse("a=100%&b=%zz%4&c=1=2"), pairs(&[("a", "100%"), ("b", "%zz%4"), ("c", "1=2")]));
        // Bytes that are not UTF-8 are replaced, never an error.
        assert_eq!(parse("a=%FF"), pairs(&[("a", "\u{FFFD}")]));
        assert_eq!(parse(""), pairs(&[]));
        assert_eq!(parse("?"), pairs(&[]));
    }

    #[test]
    fn serializes_as_url_search_params_does() {
        // `encodeURIComponent` differs on `!'()~` and the space; the page writes these.
        assert_eq!(serialize([("cmp", "submissions/a b.json*x!'()~.csv")]), "cmp=submissions%2Fa+b.json*x%21%27%28%29%7E.csv");
        assert_eq!(serialize([("k", "é&=+%"), ("", "")]), "k=%C3%A9%26%3D%2B%25&=");
        assert_eq!(serialize([("drag", "S_1_116.40123_-39.5")]), "drag=S_1_116.40123_-39.5");
    }

    #[test]
    fn round_trips_any_text() {
        let hard = ["", " ", "+", "%", "%41", "a=b&c", "?x", "日本語/ü", "tab\tnew\nline", "\u{1F600}", "*-._~!"];
        for a in hard {
            for b in hard {
                assert_eq!(parse(&serialize([(a, b)])), pairs(&[(a, b)]), "{a:?} = {b:?}");
            }
        }
    }
}
