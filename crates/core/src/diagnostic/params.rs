//! A diagnostic's values as data: what a translated sentence needs.
//!
//! Every registered code has its message (and hint) as a sentence with `{name}`
//! placeholders ([`CodeDoc::message`](super::CodeDoc::message)). A diagnostic's
//! [`Params`] are the values of those placeholders in its message and hint, in the
//! order they first appear, each exactly as the English text writes it: the English
//! sentence with them put back is the message, byte for byte (the tests check this for
//! every diagnostic the corpora produce). The language files (`crates/i18n`,
//! `diagnostics.ftl`) hold the same sentence with `{ $name }` per value.
//!
//! The values are read back from the message against the registered sentence, so an
//! emitter writes its message once and the two cannot disagree. Where a sentence has a
//! value twice (`{column}` in `case/missing-column`), both places must hold the same text.

use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The named values of a diagnostic's message, in order, serialized as a JSON object
/// (`"params": {"file": "routes.json", "line": "3"}`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Params(pub Vec<(String, String)>);

impl Params {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The value named `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    /// The names, in order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(k, _)| k.as_str())
    }

    /// As `(name, value)` pairs of `&str`, the form `i18n::format` takes.
    pub fn pairs(&self) -> Vec<(&str, &str)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect()
    }

    /// Add the values of `other` whose names are new.
    pub fn merge(&mut self, other: Params) {
        for (k, v) in other.0 {
            if self.get(&k).is_none() {
                self.0.push((k, v));
            }
        }
    }
}

/// One piece of a registered sentence.
#[derive(Debug, PartialEq)]
enum Piece<'a> {
    Text(&'a str),
    Value(&'a str),
}

/// Whether `name` is a placeholder's name (`{file}`, `{first_line}`): a lowercase
/// identifier, so JSON in a sentence (`{"routes": ...}`) stays text.
fn is_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_lowercase()) && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

/// The pieces of `template`: text and `{name}` placeholders.
fn pieces(template: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let rest = template;
    let mut text_start = 0;
    let mut at = 0;
    while let Some(open) = rest[at..].find('{').map(|i| at + i) {
        let Some(close) = rest[open..].find('}').map(|i| open + i) else { break };
        let name = &rest[open + 1..close];
        if is_name(name) {
            if open > text_start {
                out.push(Piece::Text(&rest[text_start..open]));
            }
            out.push(Piece::Value(name));
            text_start = close + 1;
            at = close + 1;
        } else {
            at = open + 1;
        }
    }
    if text_start < rest.len() {
        out.push(Piece::Text(&rest[text_start..]));
    }
    out
}

/// The placeholder names of `template`, in order, once each.
pub fn names(template: &str) -> Vec<&str> {
    let mut out: Vec<&str> = Vec::new();
    for p in pieces(template) {
        if let Piece::Value(n) = p {
            if !out.contains(&n) {
                out.push(n);
            }
        }
    }
    out
}

/// The values of `template`'s placeholders in `text`, or `None` when `text` is not the
/// sentence. Each value is the shortest that lets the rest match (values never hold
/// the text that follows their placeholder); a repeated name must repeat its value.
pub fn extract(template: &str, text: &str) -> Option<Params> {
    let pieces = pieces(template);
    let mut found: Vec<(String, String)> = Vec::new();
    // Bounded backtracking: a sentence has a handful of values.
    let mut budget = 10_000usize;
    matches(&pieces, text, &mut found, &mut budget).then_some(Params(found))
}

fn matches(pieces: &[Piece], text: &str, found: &mut Vec<(String, String)>, budget: &mut usize) -> bool {
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    let Some((first, rest)) = pieces.split_first() else { return text.is_empty() };
    match first {
        Piece::Text(t) => text.strip_prefix(t).is_some_and(|after| matches(rest, after, found, budget)),
        Piece::Value(name) => {
            if let Some(v) = found.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()) {
                return text.strip_prefix(v.as_str()).is_some_and(|after| matches(rest, after, found, budget));
            }
            if rest.is_empty() {
                found.push((name.to_string(), text.to_string()));
                return true;
            }
            // Candidate ends: where the next text piece starts (or anywhere, when a
            // value follows directly).
            let next = match rest[0] {
                Piece::Text(t) => Some(t),
                Piece::Value(_) => None,
            };
            let ends: Vec<usize> = match next {
                Some(t) => text.match_indices(t).map(|(i, _)| i).collect(),
                None => text.char_indices().map(|(i, _)| i).chain([text.len()]).collect(),
            };
            for end in ends {
                found.push((name.to_string(), text[..end].to_string()));
                if matches(rest, &text[end..], found, budget) {
                    return true;
                }
                found.pop();
            }
            false
        }
    }
}

impl Serialize for Params {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

impl<'de> Deserialize<'de> for Params {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Params;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an object of strings")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Params, A::Error> {
                let mut out = Vec::new();
                while let Some((k, v)) = map.next_entry::<String, String>()? {
                    out.push((k, v));
                }
                Ok(Params(out))
            }
        }
        d.deserialize_map(V)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(pairs: &[(&str, &str)]) -> Option<Params> {
        Some(Params(pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()))
    }

    #[test]
    fn values_are_read_back_from_the_sentence() {
        assert_eq!(extract("{file} is empty", "plan.csv is empty"), p(&[("file", "plan.csv")]));
        assert_eq!(extract("{file} is empty", "plan.csv is full"), None);
        assert_eq!(extract("line {line}: `{column}` and `{column}`", "line 3: `a` and `a`"), p(&[("line", "3"), ("column", "a")]));
        assert_eq!(extract("line {line}: `{column}` and `{column}`", "line 3: `a` and `b`"), None);
        // JSON in a sentence is text; a value may be empty or hold the text after it.
        assert_eq!(extract(r#"like {"routes": []} in {file}"#, r#"like {"routes": []} in a.json"#), p(&[("file", "a.json")]));
        assert_eq!(extract("in customers.csv{why}", "in customers.csv"), p(&[("why", "")]));
        assert_eq!(extract("{a}: {b}", "x: y: z"), p(&[("a", "x"), ("b", "y: z")]));
        assert_eq!(names("{a} {b} {a} {\"x\"}"), ["a", "b"]);
    }
}
