//! A graded file in a link, and the student's attempts kept in their browser: the
//! browser's side (compression, the page's address, local storage). The packing and
//! the link's text are `site_url::share` (pure, tested natively).
//!
//! Compression is the browser's own `CompressionStream("deflate-raw")` (Chromium 80,
//! Firefox 113, Safari 16.4): no compressor in the `.wasm`.

use site_url::share;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

use crate::format::int;
use crate::state::Submission;
use crate::words::{n as local, t, tf};

/// Why a link holds no graded file, in the page's language.
fn link_error(e: &share::LinkError) -> String {
    use share::LinkError as E;
    match e {
        E::TooLong(n) => {
            tf("share-link-too-long", &[("length", &local(int(*n as i64))), ("most", &local(int(share::MAX_READ_CHARS as i64)))])
        }
        E::Damaged => t("share-link-damaged"),
        E::NotALink => t("share-link-not-a-link"),
        E::CutShort => t("share-link-cut-short"),
        E::LengthTooLong => t("share-link-length-too-long"),
        E::NameNotUtf8 => t("share-link-name-not-utf8"),
        E::NoFile => t("share-link-no-file"),
    }
}

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_name = CompressionStream)]
    type JsCompressionStream;
    #[wasm_bindgen(constructor, js_class = "CompressionStream", catch)]
    fn new(format: &str) -> Result<JsCompressionStream, JsValue>;
    #[wasm_bindgen(method, getter)]
    fn readable(this: &JsCompressionStream) -> web_sys::ReadableStream;
    #[wasm_bindgen(method, getter)]
    fn writable(this: &JsCompressionStream) -> web_sys::WritableStream;

    #[wasm_bindgen(js_name = DecompressionStream)]
    type JsDecompressionStream;
    #[wasm_bindgen(constructor, js_class = "DecompressionStream", catch)]
    fn new(format: &str) -> Result<JsDecompressionStream, JsValue>;
    #[wasm_bindgen(method, getter)]
    fn readable(this: &JsDecompressionStream) -> web_sys::ReadableStream;
    #[wasm_bindgen(method, getter)]
    fn writable(this: &JsDecompressionStream) -> web_sys::WritableStream;
}

fn js_err(e: JsValue) -> String {
    e.as_string().or_else(|| js_sys::JSON::stringify(&e).ok().and_then(|s| s.as_string())).unwrap_or_else(|| "unknown error".into())
}

/// `bytes` through a (de)compression stream.
async fn through(bytes: &[u8], pair: web_sys::ReadableWritablePair) -> Result<Vec<u8>, String> {
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let blob = web_sys::Blob::new_with_u8_array_sequence(&parts).map_err(js_err)?;
    let stream = blob.stream().pipe_through(&pair);
    let response = web_sys::Response::new_with_opt_readable_stream(Some(&stream)).map_err(js_err)?;
    let buf = JsFuture::from(response.array_buffer().map_err(js_err)?).await.map_err(|_| link_error(&share::LinkError::Damaged))?;
    Ok(js_sys::Uint8Array::new(&buf).to_vec())
}

async fn compress(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let c = JsCompressionStream::new("deflate-raw").map_err(|_| t("share-cannot-compress"))?;
    through(bytes, web_sys::ReadableWritablePair::new(&c.readable(), &c.writable())).await
}

async fn decompress(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let d = JsDecompressionStream::new("deflate-raw").map_err(|_| t("share-cannot-decompress"))?;
    through(bytes, web_sys::ReadableWritablePair::new(&d.readable(), &d.writable())).await
}

/// A submission's link text (`#s=<text>`), or why there is none: too big for a link
/// (its length), or the browser cannot compress.
pub async fn link_text(sub: &Submission) -> Result<String, String> {
    let mut files: Vec<(&str, &[u8])> = vec![(sub.file.as_str(), sub.bytes.as_slice())];
    files.extend(sub.extras.iter().map(|(n, b)| (n.as_str(), b.as_slice())));
    let text = share::encode(&compress(&share::pack(&files)).await?);
    if text.len() > share::MAX_LINK_CHARS {
        return Err(tf(
            "share-too-big",
            &[("length", &local(int(text.len() as i64))), ("most", &local(int(share::MAX_LINK_CHARS as i64)))],
        ));
    }
    Ok(text)
}

/// The submission a link text holds.
pub async fn from_link_text(text: &str) -> Result<Submission, String> {
    let packed = decompress(&share::decode(text).map_err(|e| link_error(&e))?).await?;
    let mut files = share::unpack(&packed).map_err(|e| link_error(&e))?.into_iter().map(|(n, b)| (n, std::sync::Arc::new(b)));
    let (file, bytes) = files.next().ok_or_else(|| link_error(&share::LinkError::NoFile))?;
    Ok(Submission { file, bytes, extras: files.collect() })
}

/// The page's address with `#s=<text>` (its query kept: the case).
pub fn link_url(text: &str) -> String {
    let loc = window().location();
    let base = format!("{}{}{}", loc.origin().unwrap_or_default(), loc.pathname().unwrap_or_default(), loc.search().unwrap_or_default());
    format!("{base}#{}={text}", share::FRAGMENT_KEY)
}

/// The link text in the page's address, if any.
pub fn text_in_address() -> Option<String> {
    let hash = window().location().hash().ok()?;
    share::from_fragment(&hash).map(str::to_string)
}

/// Leave the link text out of the address (after the file is graded, or when another
/// file is dropped): the history entry is replaced, nothing is sent.
pub fn clear_address() {
    let loc = window().location();
    if loc.hash().map(|h| h.is_empty()).unwrap_or(true) {
        return;
    }
    let url = format!("{}{}", loc.pathname().unwrap_or_default(), loc.search().unwrap_or_default());
    if let Ok(h) = window().history() {
        let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// Copy `text` to the clipboard (the page's own origin; may be refused: the link is
/// also shown to select).
pub fn copy(text: &str) {
    let _ = window().navigator().clipboard().write_text(text);
}

fn window() -> web_sys::Window {
    web_sys::window().expect("a window")
}

/// The student's attempts at a case, kept in this browser (`localStorage`, never sent).
pub mod attempts {
    use grader::pyjson::{parse, Value};

    /// At most this many attempts per case (the oldest go first).
    pub const MAX: usize = 50;

    /// One graded file: when, what, its score, and its link text to grade it again.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Attempt {
        /// Milliseconds since 1970 (the browser's clock).
        pub t: f64,
        pub file: String,
        /// The headline score (`null`: none).
        pub score: Option<f64>,
        pub valid: bool,
        /// The submission's link text; `None` when too big to keep.
        pub link: Option<String>,
    }

    fn key(case: &str) -> String {
        format!("fde-attempts:{case}")
    }

    fn storage() -> Option<web_sys::Storage> {
        // Natively (the pre-render) there is none: no attempts.
        if !crate::BROWSER {
            return None;
        }
        web_sys::window()?.local_storage().ok()?
    }

    /// A number of the stored list (written by serde_json: an integer or a float).
    fn number(v: &Value) -> Option<f64> {
        match v {
            Value::Int(s) => grader::float::parse(s),
            Value::Float(x) => Some(*x),
            _ => None,
        }
    }

    /// One stored attempt, or `None` when it is not one (a list from another build).
    fn read(v: &Value) -> Option<Attempt> {
        let text = |k: &str| match v.get(k).map(|s| &s.value) {
            Some(Value::Str(s)) => Some(s.clone()),
            _ => None,
        };
        Some(Attempt {
            t: number(&v.get("t")?.value)?,
            file: text("file")?,
            score: v.get("score").and_then(|s| number(&s.value)),
            valid: matches!(v.get("valid").map(|s| &s.value), Some(Value::Bool(true))),
            link: text("link"),
        })
    }

    /// The case's attempts, oldest first ([] when none or storage is off). Read with the
    /// core's JSON reader (already in the page), not serde's.
    pub fn load(case: &str) -> Vec<Attempt> {
        let Some(text) = storage().and_then(|s| s.get_item(&key(case)).ok()?) else { return Vec::new() };
        match parse(&text).map(|v| v.value) {
            Ok(Value::Array(items)) => items.iter().filter_map(|v| read(&v.value)).collect(),
            _ => Vec::new(),
        }
    }

    /// A JSON string literal (the file names are anyone's text).
    fn string(s: &str) -> String {
        let mut out = String::from('"');
        for c in s.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
                c => out.push(c),
            }
        }
        out.push('"');
        out
    }

    /// The list as JSON (what [`load`] reads back).
    fn to_json(list: &[Attempt]) -> String {
        let num = |x: Option<f64>| x.filter(|x| x.is_finite()).map_or("null".to_string(), grader::float::shortest);
        let items: Vec<String> = list
            .iter()
            .map(|a| {
                format!(
                    "{{\"t\":{},\"file\":{},\"score\":{},\"valid\":{},\"link\":{}}}",
                    num(Some(a.t)),
                    string(&a.file),
                    num(a.score),
                    a.valid,
                    a.link.as_deref().map_or("null".to_string(), string)
                )
            })
            .collect();
        format!("[{}]", items.join(","))
    }

    /// Keep `list` (the newest [`MAX`]); when storage is full, the oldest attempts' files
    /// are dropped first (their scores stay), then the oldest attempts.
    pub fn save(case: &str, list: &[Attempt]) {
        let Some(s) = storage() else { return };
        let mut list = list[list.len().saturating_sub(MAX)..].to_vec();
        loop {
            let text = to_json(&list);
            if s.set_item(&key(case), &text).is_ok() {
                return;
            }
            if let Some(a) = list.iter_mut().find(|a| a.link.is_some()) {
                a.link = None;
            } else if !list.is_empty() {
                list.remove(0);
            } else {
                let _ = s.remove_item(&key(case));
                return;
            }
        }
    }
}
