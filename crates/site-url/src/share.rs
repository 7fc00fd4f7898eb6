//! A graded submission in a link: its files, packed, in the URL's fragment
//! (`#s=...`), which the browser never sends to a server. The site compresses the packed
//! bytes (the browser's `CompressionStream("deflate-raw")`) before [`encode`], and
//! decompresses after [`decode`]; this module is the pure part: the packing of the
//! files and the URL-safe text.
//!
//! ```
//! use site_url::share::{decode, encode, pack, unpack};
//! let files = [("routes.json", &b"{\"routes\": []}"[..]), ("ask.jsonl", &b""[..])];
//! let text = encode(&pack(&files));
//! assert!(text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
//! let back = unpack(&decode(&text).unwrap()).unwrap();
//! assert_eq!(back, vec![("routes.json".to_string(), b"{\"routes\": []}".to_vec()), ("ask.jsonl".to_string(), vec![])]);
//! ```

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

/// The fragment's key: `#s=<text>`.
pub const FRAGMENT_KEY: &str = "s";

/// The largest link text the site writes (after compression and base64): 32,000
/// characters, which chat apps, mail and browsers all carry. Larger submissions are
/// shared as files.
pub const MAX_LINK_CHARS: usize = 32_000;

/// The largest link text the site reads: twice what it writes (a link from a newer
/// build), so a hostile link cannot make the page inflate gigabytes.
pub const MAX_READ_CHARS: usize = 2 * MAX_LINK_CHARS;

/// The packing's first bytes (its version).
const MAGIC: &[u8; 2] = b"F1";

fn put_len(out: &mut Vec<u8>, mut n: usize) {
    loop {
        let b = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

/// Why a link's text holds no graded file (the site says each in its language:
/// `share-link-*` of panels.ftl); `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkError {
    /// The text is longer than the site reads (its length).
    TooLong(usize),
    /// Not base64url.
    Damaged,
    /// The bytes do not start as a packed link's.
    NotALink,
    /// A length or a name runs past the end.
    CutShort,
    /// A length of more than five bytes.
    LengthTooLong,
    /// A file name that is not UTF-8.
    NameNotUtf8,
    /// No file at all.
    NoFile,
}

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LinkError::TooLong(n) => write!(f, "the link is {n} characters long; this site reads at most {MAX_READ_CHARS}"),
            LinkError::Damaged => f.write_str("the link's text is damaged (it was cut or changed)"),
            LinkError::NotALink => f.write_str("this is not a link to a graded file of this site"),
            LinkError::CutShort => f.write_str("the link is cut short"),
            LinkError::LengthTooLong => f.write_str("a length in the link is too long"),
            LinkError::NameNotUtf8 => f.write_str("a file name in the link is not UTF-8"),
            LinkError::NoFile => f.write_str("the link holds no file"),
        }
    }
}

fn take_len(bytes: &[u8], at: &mut usize) -> Result<usize, LinkError> {
    let mut n: usize = 0;
    for shift in (0..).step_by(7).take(5) {
        let b = *bytes.get(*at).ok_or(LinkError::CutShort)?;
        *at += 1;
        n |= ((b & 0x7f) as usize) << shift;
        if b & 0x80 == 0 {
            return Ok(n);
        }
    }
    Err(LinkError::LengthTooLong)
}

/// The files, in order (the submission first, then its companions), as one byte string.
pub fn pack(files: &[(&str, &[u8])]) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    for (name, data) in files {
        put_len(&mut out, name.len());
        out.extend_from_slice(name.as_bytes());
        put_len(&mut out, data.len());
        out.extend_from_slice(data);
    }
    out
}

/// The files of [`pack`]'s bytes, or why they are not such bytes.
pub fn unpack(bytes: &[u8]) -> Result<Vec<(String, Vec<u8>)>, LinkError> {
    if !bytes.starts_with(MAGIC) {
        return Err(LinkError::NotALink);
    }
    let mut at = MAGIC.len();
    let mut files = Vec::new();
    while at < bytes.len() {
        let n = take_len(bytes, &mut at)?;
        let name = bytes.get(at..at.saturating_add(n)).ok_or(LinkError::CutShort)?;
        let name = String::from_utf8(name.to_vec()).map_err(|_| LinkError::NameNotUtf8)?;
        at += n;
        let n = take_len(bytes, &mut at)?;
        let data = bytes.get(at..at.saturating_add(n)).ok_or(LinkError::CutShort)?;
        at += n;
        files.push((name, data.to_vec()));
    }
    if files.is_empty() {
        return Err(LinkError::NoFile);
    }
    Ok(files)
}

/// Bytes as URL-safe text (base64url, no padding).
pub fn encode(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

/// [`encode`]'s bytes back, or why the text is not such text.
pub fn decode(text: &str) -> Result<Vec<u8>, LinkError> {
    if text.len() > MAX_READ_CHARS {
        return Err(LinkError::TooLong(text.len()));
    }
    URL_SAFE_NO_PAD.decode(text.trim_end_matches('=')).map_err(|_| LinkError::Damaged)
}

/// The text of `#s=<text>` in a fragment (`location.hash`, with or without its `#`).
pub fn from_fragment(hash: &str) -> Option<&str> {
    let h = hash.strip_prefix('#').unwrap_or(hash);
    h.split('&').find_map(|kv| kv.strip_prefix(FRAGMENT_KEY).and_then(|r| r.strip_prefix('=')))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_any_files() {
        let big = (0..40_000u32).map(|i| (i * 7 % 251) as u8).collect::<Vec<_>>();
        let cases: Vec<Vec<(&str, &[u8])>> = vec![
            vec![("a.json", b"{}")],
            vec![("门店.csv", "网点编码\n0\n".as_bytes()), ("ask.jsonl", b"")],
            vec![("big.bin", &big), ("x", b"\0\xff")],
        ];
        for files in cases {
            let text = encode(&pack(&files));
            let back = unpack(&decode(&text).unwrap()).unwrap();
            assert_eq!(back.len(), files.len());
            for ((n, d), (bn, bd)) in files.iter().zip(&back) {
                assert_eq!((*n, *d), (bn.as_str(), bd.as_slice()));
            }
        }
    }

    #[test]
    fn lengths_are_varints() {
        let mut v = Vec::new();
        put_len(&mut v, 300);
        assert_eq!(v, [0xac, 0x02]);
        assert_eq!(take_len(&v, &mut 0), Ok(300));
    }

    #[test]
    fn damaged_links_are_refused_with_a_reason() {
        let packed = pack(&[("routes.json", b"{\"routes\": [[\"A\"]]}")]);
        assert_eq!(unpack(b"XX").unwrap_err().to_string(), "this is not a link to a graded file of this site");
        assert_eq!(unpack(b"F1").unwrap_err().to_string(), "the link holds no file");
        for cut in 3..packed.len() {
            assert_eq!(unpack(&packed[..cut]).unwrap_err(), LinkError::CutShort, "cut at {cut}");
            assert_eq!(unpack(&packed[..cut]).unwrap_err().to_string(), "the link is cut short", "cut at {cut}");
        }
        assert_eq!(unpack(b"F1\xff\xff\xff\xff\xff\x01").unwrap_err().to_string(), "a length in the link is too long");
        assert!(decode("a*b").is_err());
        assert!(decode(&"A".repeat(MAX_READ_CHARS + 1)).unwrap_err().to_string().contains("at most"));
    }

    #[test]
    fn the_fragment_key() {
        assert_eq!(from_fragment("#s=abc"), Some("abc"));
        assert_eq!(from_fragment("x=1&s=abc"), Some("abc"));
        assert_eq!(from_fragment("#sx=abc"), None);
        assert_eq!(from_fragment(""), None);
    }
}
