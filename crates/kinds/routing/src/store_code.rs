//! [`StoreCode`]: a store code as the report carries it, cheap to copy.
//!
//! A report names stores many times over: every stop, every hull vertex, every
//! intrusion and both ends of every crossing segment (a messy 1,334-store plan lists
//! about 6,000 codes). As `String`s each one is an allocation and a free, which was
//! most of the time spent building such a report. Real codes are short (the public
//! case's longest is 12 bytes), so a code of up to [`INLINE`] bytes is kept inline and
//! copied; a longer one is shared behind an `Arc`: rust-analyzer's `smol_str`. (Our own
//! inline form before it checked the UTF-8 of a code each time it was read: 120
//! instructions per code written to a report, a third of writing a routing report.)
//! Either way it serialises, compares, hashes and prints (`{:?}` too) exactly as the
//! `String` it replaces.

use std::borrow::Borrow;
use std::fmt;
use std::ops::Deref;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use smol_str::SmolStr;

/// Longest code kept inline (`smol_str`'s inline capacity).
pub const INLINE: usize = 23;

/// A store code (or the depot's): a string, copied without allocating when short.
///
/// ```
/// use kind_routing::StoreCode;
/// let c = StoreCode::from("900001086151");
/// assert_eq!(c, "900001086151");
/// assert_eq!(serde_json::to_string(&c).unwrap(), "\"900001086151\"");
/// assert_eq!(format!("{c:?}"), format!("{:?}", "900001086151".to_string()));
/// let long = StoreCode::from("a code much longer than twenty-three bytes");
/// assert_eq!(long.as_str(), "a code much longer than twenty-three bytes");
/// ```
#[derive(Clone)]
pub struct StoreCode(SmolStr);

impl StoreCode {
    /// The code as text.
    #[inline]
    pub fn as_str(&self) -> &str {
        self.0.as_str()
    }

    /// The code's bytes.
    #[inline]
    pub fn as_bytes(&self) -> &[u8] {
        self.0.as_bytes()
    }
}

impl From<&str> for StoreCode {
    #[inline]
    fn from(s: &str) -> StoreCode {
        StoreCode(SmolStr::new(s))
    }
}

impl From<String> for StoreCode {
    fn from(s: String) -> StoreCode {
        StoreCode::from(s.as_str())
    }
}

impl From<&String> for StoreCode {
    fn from(s: &String) -> StoreCode {
        StoreCode::from(s.as_str())
    }
}

impl From<&StoreCode> for String {
    fn from(c: &StoreCode) -> String {
        c.as_str().to_string()
    }
}

impl From<StoreCode> for String {
    fn from(c: StoreCode) -> String {
        c.as_str().to_string()
    }
}

impl Default for StoreCode {
    fn default() -> StoreCode {
        StoreCode::from("")
    }
}

impl Deref for StoreCode {
    type Target = str;
    #[inline]
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for StoreCode {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl Borrow<str> for StoreCode {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for StoreCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self.as_str(), f)
    }
}

impl fmt::Debug for StoreCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq for StoreCode {
    fn eq(&self, other: &StoreCode) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for StoreCode {}

impl PartialOrd for StoreCode {
    fn partial_cmp(&self, other: &StoreCode) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for StoreCode {
    fn cmp(&self, other: &StoreCode) -> std::cmp::Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl std::hash::Hash for StoreCode {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}

impl PartialEq<str> for StoreCode {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for StoreCode {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<String> for StoreCode {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<StoreCode> for str {
    fn eq(&self, other: &StoreCode) -> bool {
        self == other.as_str()
    }
}

impl PartialEq<StoreCode> for &str {
    fn eq(&self, other: &StoreCode) -> bool {
        *self == other.as_str()
    }
}

impl PartialEq<StoreCode> for String {
    fn eq(&self, other: &StoreCode) -> bool {
        self == other.as_str()
    }
}

impl Serialize for StoreCode {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for StoreCode {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<StoreCode, D::Error> {
        String::deserialize(d).map(StoreCode::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_and_shared_codes_behave_as_strings() {
        for s in [
            "",
            "A",
            "900001086151",
            "ST915152",
            "网点七",
            "1234567890123456789012",
            "12345678901234567890123",
            "123456789012345678901234",
            "长的代码长的代码长的代码长的代码",
        ] {
            let c = StoreCode::from(s);
            assert_eq!(c.as_str(), s);
            assert_eq!(c.len(), s.len());
            assert_eq!(c.as_bytes(), s.as_bytes());
            assert_eq!(c.clone(), c);
            assert_eq!(format!("{c}"), s);
            assert_eq!(format!("{c:?}"), format!("{:?}", s.to_string()));
            assert_eq!(serde_json::to_string(&c).unwrap(), serde_json::to_string(s).unwrap());
            let back: StoreCode = serde_json::from_str(&serde_json::to_string(s).unwrap()).unwrap();
            assert_eq!(back, s);
            assert_eq!(!c.0.is_heap_allocated(), s.len() <= INLINE, "{s}");
        }
        assert!("A" < "B");
        assert_eq!(std::mem::size_of::<StoreCode>(), std::mem::size_of::<String>());
    }
}
