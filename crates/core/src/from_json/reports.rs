//! [`FromJson`] for the types every report holds (each kind's own are in its folder,
//! `report_json.rs`): one line each, its fields in declaration
//! order (the order serde writes them) under their serde names. The round-trip tests
//! (`tests/readback.rs`) read back every report the repository can produce.

use super::{field, text, FromJson, Reader};
use crate::diagnostic::{Category, Diagnostic, DiagnosticGroup, ErrorInfo, Location, Params, Place};
use crate::pyjson::Spanned;
use crate::{json_enum, json_struct};

impl FromJson for crate::server::Server {
    fn read(v: &Spanned, r: &mut Reader) -> Self {
        let t = text(v, r);
        crate::server::Server::parse(t).unwrap_or_else(|| {
            r.expected(v, "a server stack's name");
            Default::default()
        })
    }
}

// Shared by every kind.
json_enum!(Category { Fatal = "fatal", Schema = "schema", Value = "value", Warning = "warning", Case = "case", Exception = "exception" });

// By hand: after the file's own places, every other key is a place in the kind's terms.
impl FromJson for Location {
    fn read(v: &Spanned, r: &mut Reader) -> Self {
        let crate::pyjson::Value::Object(items) = &v.value else {
            r.expected(v, "an object");
            return Location::default();
        };
        let mut l = Location::default();
        for (k, x) in items {
            match k.as_str() {
                "file" => l.file = field(v, "file", r),
                "line" => l.line = field(v, "line", r),
                "column" => l.column = field(v, "column", r),
                "field" => l.field = field(v, "field", r),
                _ => match &x.value {
                    crate::pyjson::Value::Int(digits) => match digits.parse() {
                        Ok(i) => l.at.push((k.clone(), Place::Index(i))),
                        Err(_) => r.expected(x, "an index"),
                    },
                    crate::pyjson::Value::Str(name) => l.at.push((k.clone(), Place::Name(name.clone()))),
                    _ => r.expected(x, "an index or a name"),
                },
            }
        }
        l
    }
}

// By hand: a diagnostic read back finds its code's words by the code's text.
impl FromJson for Diagnostic {
    fn read(v: &Spanned, r: &mut Reader) -> Self {
        Diagnostic::read_back(
            field(v, "code", r),
            field(v, "category", r),
            field(v, "message", r),
            field(v, "params", r),
            field(v, "location", r),
            field(v, "hint", r),
        )
    }
}

impl FromJson for Params {
    fn read(v: &Spanned, r: &mut Reader) -> Self {
        let crate::pyjson::Value::Object(items) = &v.value else {
            r.expected(v, "an object");
            return Params::default();
        };
        Params(items.iter().map(|(k, x)| (k.clone(), text(x, r).to_string())).collect())
    }
    fn absent() -> Option<Self> {
        Some(Params::default())
    }
}
json_struct!(DiagnosticGroup { code, category, count, first_message });
json_struct!(ErrorInfo { fatal, schema, value, exception });
