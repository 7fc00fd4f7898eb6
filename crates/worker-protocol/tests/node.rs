//! The page ↔ worker messages, compiled to wasm and run under Node (`cargo test
//! --target wasm32-unknown-unknown -p worker-protocol`): every message reads back as
//! written, the wire keys are the ones both sides have always used (written out here by
//! hand, on purpose not through `keys`), and a malformed message is an error naming
//! what is wrong, never a panic.
#![cfg(target_arch = "wasm32")]

use std::sync::Arc;

use js_sys::{Array, Object, Reflect, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;
use worker_protocol::{CaseData, DataSummary, FromWorker, Graded, ProtocolError, Ready, Reply, Request, Submission, WorkerError};

fn bytes(s: &str) -> Arc<Vec<u8>> {
    Arc::new(s.as_bytes().to_vec())
}

fn case(data: bool, reference: Option<f64>) -> CaseData {
    CaseData {
        key: "cases/002#3".into(),
        manifest: r#"{"id":"toy","kind":"routing"}"#.into(),
        data: data.then(|| ("own customers.csv".into(), bytes("网点编码,总重量\n0,\nA,10\n"))),
        files: if data { vec![("data/test.csv".into(), bytes("id\n1\n")), ("part2/t1.0.txt".into(), bytes("1 1 1\n"))] } else { vec![] },
        reference,
    }
}

fn submission(file: &str, extras: usize) -> Submission {
    Submission {
        file: file.into(),
        bytes: bytes(r#"{"routes": [["A"]]}"#),
        extras: (0..extras).map(|i| (format!("ask-{i}.jsonl"), Arc::new(vec![0, 255, i as u8]))).collect(),
    }
}

fn graded(i: u8) -> Graded {
    Graded {
        json: format!("{{\"score\": 0.{i}}}\n"),
        non_finite: if i == 1 { "N+".into() } else { String::new() },
        millis: 0.25 + f64::from(i),
    }
}

fn summary() -> DataSummary {
    DataSummary { rows: 50_000, warnings: 3, facts: r#"{"total_weight":1234.5,"depot":"D-0","first_ids":["客户3"]}"#.into() }
}

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &key.into()).unwrap()
}

fn set(v: &JsValue, key: &str, value: &JsValue) {
    Reflect::set(v, &key.into(), value).unwrap();
}

fn remove(v: &JsValue, key: &str) {
    Reflect::delete_property(v.unchecked_ref::<Object>(), &key.into()).unwrap();
}

fn keys_of(v: &JsValue) -> Vec<String> {
    let mut k: Vec<String> = Object::keys(v.unchecked_ref::<Object>()).iter().map(|k| k.as_string().unwrap()).collect();
    k.sort();
    k
}

/// The very array (`Array::from` is JS's `Array.from`: a copy).
fn arr(v: &JsValue) -> Array {
    v.clone().unchecked_into()
}

fn u8a(b: &[u8]) -> JsValue {
    Uint8Array::from(b).into()
}

// ---------------------------------------------------------------------------------
// Round trips

#[wasm_bindgen_test]
fn requests_read_back_as_written() {
    let requests = [
        Request::Grade { seq: 1, case: case(false, None), submission: submission("routes.json", 0) },
        Request::Grade { seq: 7, case: case(true, Some(-0.5)), submission: submission("result.json", 2) },
        Request::Grade {
            seq: (1 << 53),
            case: case(true, None),
            submission: Submission { file: String::new(), bytes: Arc::default(), extras: vec![] },
        },
        Request::Examples {
            seq: 2,
            case: case(true, Some(1e300)),
            examples: vec![submission("a.json", 0), submission("b.json", 1), submission("c.json", 3)],
        },
        Request::Examples { seq: 3, case: case(false, None), examples: vec![] },
    ];
    for req in requests {
        let (msg, _) = req.to_js();
        assert_eq!(Request::from_js(&msg), Ok(req));
    }
}

/// The worker keeps the case built for the last key: the data's bytes of a request with
/// that key stay in the message (own case data can be tens of MB); any other key reads them.
#[wasm_bindgen_test]
fn the_data_of_a_built_case_is_not_copied() {
    let req = Request::Grade { seq: 4, case: case(true, Some(3.0)), submission: submission("r.json", 1) };
    let (msg, _) = req.to_js();
    let Ok(Request::Grade { case: got, submission: s, .. }) = Request::from_js_unless_built(&msg, Some("cases/002#3")) else {
        panic!("the request did not read")
    };
    assert_eq!(got.data.as_ref().map(|(name, bytes)| (name.as_str(), bytes.len())), Some(("own customers.csv", 0)));
    let files: Vec<(&str, usize)> = got.files.iter().map(|(name, bytes)| (name.as_str(), bytes.len())).collect();
    assert_eq!(files, [("data/test.csv", 0), ("part2/t1.0.txt", 0)], "the other files are not copied either");
    assert_eq!((got.key.as_str(), got.reference), ("cases/002#3", Some(3.0)));
    assert_eq!(s, submission("r.json", 1));
    assert_eq!(Request::from_js_unless_built(&msg, Some("cases/002#2")), Ok(req.clone()));
    assert_eq!(Request::from_js_unless_built(&msg, None), Ok(req));
    // Not copied, but still checked.
    set(&msg, "data", &"bytes".into());
    assert_eq!(Request::from_js_unless_built(&msg, Some("cases/002#3")), Err(error(Some(4), "`data` is not a Uint8Array")));
}

#[wasm_bindgen_test]
fn a_request_transfers_the_buffer_of_each_of_its_files() {
    let (msg, transfer) =
        Request::Examples { seq: 2, case: case(true, None), examples: vec![submission("a.json", 2), submission("b.json", 1)] }.to_js();
    // The data, its two other files, two submissions, three companion files; each buffer
    // once (a buffer listed twice makes postMessage throw).
    assert_eq!(transfer.length(), 8);
    let data = get(&msg, "data").dyn_into::<Uint8Array>().unwrap();
    assert!(transfer.includes(&data.buffer(), 0));
    let (_, transfer) = Request::Grade { seq: 1, case: case(false, None), submission: submission("r.json", 0) }.to_js();
    assert_eq!(transfer.length(), 1);
}

#[wasm_bindgen_test]
fn replies_read_back_as_written() {
    let replies = [
        Reply::Graded { seq: 4, graded: graded(1) },
        Reply::Graded { seq: 5, graded: Graded { json: String::new(), non_finite: String::new(), millis: 0.0 } },
        Reply::Examples { seq: 6, examples: vec![graded(0), graded(1), graded(2)], summary: summary() },
        Reply::Examples { seq: 8, examples: vec![], summary: DataSummary::default() },
        Reply::Error { seq: 9, error: WorkerError::CaseUnreadable { diagnostics: "[{\"code\": \"case/x\"}]".into() } },
        Reply::Error { seq: 10, error: WorkerError::NoCase },
        Reply::Error { seq: 11, error: WorkerError::CoachNotRouting },
        Reply::Error { seq: 12, error: WorkerError::PlanUnreadable { file: "plan.json".into(), diagnostics: "[]".into() } },
        Reply::Error { seq: 13, error: WorkerError::RepairsMisfit },
        Reply::Error { seq: 14, error: WorkerError::Malformed { what: "`examples` is not an array".into() } },
    ];
    for reply in replies {
        let msg = reply.to_js();
        assert_eq!(Reply::from_js(&msg), Ok(reply.clone()));
        assert_eq!(FromWorker::from_js(&msg), Ok(FromWorker::Reply(reply)));
    }
    assert_eq!(FromWorker::from_js(&Ready.to_js()), Ok(FromWorker::Ready));
    assert_eq!(DataSummary::from_js(&summary().to_js()), Ok(summary()));
}

// ---------------------------------------------------------------------------------
// The wire: the keys both sides have always used

#[wasm_bindgen_test]
fn messages_carry_the_wire_keys() {
    let (msg, _) = Request::Grade { seq: 1, case: case(true, Some(2.0)), submission: submission("r.json", 1) }.to_js();
    assert_eq!(keys_of(&msg), ["bytes", "data", "dataName", "extras", "file", "files", "key", "manifest", "reference", "seq"]);
    let files = arr(&get(&msg, "files"));
    assert_eq!(arr(&files.get(1)).get(0).as_string().as_deref(), Some("part2/t1.0.txt"));
    assert!(arr(&files.get(1)).get(1).is_instance_of::<Uint8Array>());
    assert_eq!(get(&msg, "dataName").as_string().as_deref(), Some("own customers.csv"));
    assert_eq!(get(&msg, "reference").as_f64(), Some(2.0));
    let (msg, _) = Request::Examples { seq: 2, case: case(false, None), examples: vec![submission("a.json", 1)] }.to_js();
    assert_eq!(keys_of(&msg), ["examples", "files", "key", "manifest", "seq"]);
    let ex = arr(&get(&msg, "examples")).get(0);
    assert_eq!(arr(&ex).get(0).as_string().as_deref(), Some("a.json"));
    assert!(arr(&ex).get(1).is_instance_of::<Uint8Array>());

    let msg = Reply::Graded { seq: 3, graded: graded(1) }.to_js();
    assert_eq!(keys_of(&msg), ["json", "millis", "nonFinite", "seq"]);
    assert_eq!(get(&msg, "nonFinite").as_string().as_deref(), Some("N+"));
    assert_eq!(get(&msg, "seq").as_f64(), Some(3.0));
    let msg = Reply::Examples { seq: 4, examples: vec![graded(2)], summary: summary() }.to_js();
    assert_eq!(keys_of(&msg), ["examples", "seq", "summary"]);
    assert_eq!(keys_of(&arr(&get(&msg, "examples")).get(0)), ["json", "millis", "nonFinite"]);
    let s = get(&msg, "summary");
    assert_eq!(keys_of(&s), ["facts", "rows", "warnings"]);
    assert_eq!(get(&s, "facts").as_string(), Some(summary().facts));
    assert_eq!(get(&s, "rows").as_f64(), Some(50_000.0));
    assert_eq!(keys_of(&Reply::Error { seq: 5, error: WorkerError::NoCase }.to_js()), ["error", "seq"]);
    assert_eq!(
        keys_of(&Reply::Error { seq: 5, error: WorkerError::PlanUnreadable { file: "a".into(), diagnostics: "[]".into() } }.to_js()),
        ["detail", "error", "file", "seq"]
    );
    let ready = Ready.to_js();
    assert_eq!(keys_of(&ready), ["ready"]);
    assert_eq!(get(&ready, "ready"), JsValue::TRUE);
}

/// A message written by hand as the page and the worker wrote them before this crate:
/// a summary without the kind's facts reads as none.
#[wasm_bindgen_test]
fn hand_written_messages_read() {
    let req = Object::new().into();
    set(&req, "seq", &12.into());
    set(&req, "key", &"k".into());
    set(&req, "manifest", &"{}".into());
    set(&req, "file", &"plan.json".into());
    set(&req, "bytes", &u8a(b"[]"));
    let pair: JsValue = Array::of2(&"ask.jsonl".into(), &u8a(b"{}\n")).into();
    set(&req, "extras", &Array::of1(&pair));
    let want = Request::Grade {
        seq: 12,
        case: CaseData { key: "k".into(), manifest: "{}".into(), data: None, files: vec![], reference: None },
        submission: Submission { file: "plan.json".into(), bytes: bytes("[]"), extras: vec![("ask.jsonl".into(), bytes("{}\n"))] },
    };
    assert_eq!(Request::from_js(&req), Ok(want));

    let reply = Object::new().into();
    set(&reply, "seq", &2.into());
    let s = Object::new().into();
    set(&s, "warnings", &1.into());
    set(&s, "rows", &40.into());
    set(&reply, "summary", &s);
    set(&reply, "examples", &Array::new());
    let summary = DataSummary { rows: 40, warnings: 1, facts: String::new() };
    assert_eq!(Reply::from_js(&reply), Ok(Reply::Examples { seq: 2, examples: vec![], summary }));
}

// ---------------------------------------------------------------------------------
// Malformed messages: an error naming what is wrong, with the seq when it was read

fn request_error(msg: &JsValue) -> ProtocolError {
    match Request::from_js(msg) {
        Err(e) => e,
        Ok(r) => panic!("read a malformed request: {r:?}"),
    }
}

fn reply_error(msg: &JsValue) -> ProtocolError {
    match FromWorker::from_js(msg) {
        Err(e) => e,
        Ok(r) => panic!("read a malformed reply: {r:?}"),
    }
}

fn error(seq: Option<u64>, what: &str) -> ProtocolError {
    ProtocolError { seq, what: what.into() }
}

fn grade_request() -> JsValue {
    Request::Grade { seq: 5, case: case(true, None), submission: submission("r.json", 2) }.to_js().0
}

fn examples_request() -> JsValue {
    Request::Examples { seq: 6, case: case(false, None), examples: vec![submission("a.json", 0), submission("b.json", 2)] }.to_js().0
}

#[wasm_bindgen_test]
fn a_message_that_is_no_object_is_an_error() {
    for v in [JsValue::UNDEFINED, JsValue::NULL, 3.into(), "seq".into(), JsValue::TRUE, Array::new().into()] {
        assert_eq!(request_error(&v), error(None, "the request is not an object"));
        assert_eq!(reply_error(&v), error(None, "the worker's message is not an object"));
        assert_eq!(Reply::from_js(&v), Err(error(None, "the reply is not an object")));
        assert_eq!(DataSummary::from_js(&v), Err(error(None, "the data summary is not an object")));
    }
}

#[wasm_bindgen_test]
fn a_bad_seq_is_an_error_without_a_seq() {
    let bad: [(JsValue, &str); 6] = [
        (JsValue::UNDEFINED, "`seq` is missing"),
        ("5".into(), "`seq` is not a number"),
        (JsValue::NULL, "`seq` is not a number"),
        (JsValue::from_f64(-1.0), "`seq` is not a whole number from 0 to 2^53"),
        (JsValue::from_f64(1.5), "`seq` is not a whole number from 0 to 2^53"),
        (JsValue::from_f64(f64::NAN), "`seq` is not a whole number from 0 to 2^53"),
    ];
    for (seq, what) in bad {
        let req = grade_request();
        set(&req, "seq", &seq);
        assert_eq!(request_error(&req), error(None, what));
        let reply = Reply::Graded { seq: 1, graded: graded(0) }.to_js();
        set(&reply, "seq", &seq);
        assert_eq!(reply_error(&reply), error(None, what));
    }
    let req = grade_request();
    set(&req, "seq", &JsValue::from_f64(9_007_199_254_740_994.0));
    assert_eq!(request_error(&req), error(None, "`seq` is not a whole number from 0 to 2^53"));
}

#[wasm_bindgen_test]
fn a_grade_request_missing_a_key_is_an_error() {
    for key in ["key", "manifest", "file", "bytes", "extras"] {
        let req = grade_request();
        remove(&req, key);
        assert_eq!(request_error(&req), error(Some(5), &format!("`{key}` is missing")));
    }
    let req = grade_request();
    remove(&req, "data");
    assert_eq!(request_error(&req), error(Some(5), "`data` is missing"));
    let req = grade_request();
    remove(&req, "dataName");
    assert_eq!(request_error(&req), error(Some(5), "`dataName` is missing"));
}

#[wasm_bindgen_test]
fn a_request_key_of_the_wrong_type_is_an_error() {
    let bad: [(&str, JsValue, &str); 11] = [
        ("files", Object::new().into(), "`files` is not an array"),
        ("files", Array::of1(&Array::of1(&"data/test.csv".into())).into(), "`files[0]` is not a [name, bytes] pair"),
        ("key", 1.into(), "`key` is not a string"),
        ("manifest", JsValue::NULL, "`manifest` is not a string"),
        ("dataName", u8a(b"x"), "`dataName` is not a string"),
        ("data", "bytes".into(), "`data` is not a Uint8Array"),
        ("reference", "1000".into(), "`reference` is not a number"),
        ("file", Array::new().into(), "`file` is not a string"),
        // A plain array of numbers is not bytes.
        ("bytes", Array::of2(&1.into(), &2.into()).into(), "`bytes` is not a Uint8Array"),
        ("extras", Object::new().into(), "`extras` is not an array"),
        ("extras", Array::of1(&"ask.jsonl".into()).into(), "`extras[0]` is not a [name, bytes] pair"),
    ];
    for (key, value, what) in bad {
        let req = grade_request();
        set(&req, key, &value);
        assert_eq!(request_error(&req), error(Some(5), what), "{key}");
    }
    let req = grade_request();
    let extras = arr(&get(&req, "extras"));
    arr(&extras.get(1)).set(1, "not bytes".into());
    assert_eq!(request_error(&req), error(Some(5), "`extras[1][1]` is not a Uint8Array"));
    arr(&extras.get(0)).set(0, 7.into());
    assert_eq!(request_error(&req), error(Some(5), "`extras[0][0]` is not a string"));
}

#[wasm_bindgen_test]
fn a_malformed_examples_request_is_an_error() {
    let req = examples_request();
    set(&req, "examples", &"a.json".into());
    assert_eq!(request_error(&req), error(Some(6), "`examples` is not an array"));
    let req = examples_request();
    let list = arr(&get(&req, "examples"));
    list.set(0, Array::of2(&"a.json".into(), &u8a(b"x")).into());
    assert_eq!(request_error(&req), error(Some(6), "`examples[0]` is not a [file, bytes, extras] triple"));
    let req = examples_request();
    let list = arr(&get(&req, "examples"));
    arr(&list.get(1)).set(0, JsValue::UNDEFINED);
    assert_eq!(request_error(&req), error(Some(6), "`examples[1][0]` is missing"));
    let req = examples_request();
    let list = arr(&get(&req, "examples"));
    arr(&list.get(1)).set(1, JsValue::NULL);
    assert_eq!(request_error(&req), error(Some(6), "`examples[1][1]` is not a Uint8Array"));
    let req = examples_request();
    let list = arr(&get(&req, "examples"));
    arr(&list.get(1)).set(2, JsValue::UNDEFINED);
    assert_eq!(request_error(&req), error(Some(6), "`examples[1][2]` is missing"));
    let req = examples_request();
    let list = arr(&get(&req, "examples"));
    arr(&arr(&list.get(1)).get(2)).set(1, 3.into());
    assert_eq!(request_error(&req), error(Some(6), "`examples[1][2][1]` is not a [name, bytes] pair"));
    // The message says why, with the key.
    assert_eq!(
        error(Some(6), "`examples[1][2][1]` is not a [name, bytes] pair").to_string(),
        "malformed message between the page and the grader's worker: `examples[1][2][1]` is not a [name, bytes] pair"
    );
}

#[wasm_bindgen_test]
fn a_malformed_reply_is_an_error() {
    for key in ["json", "nonFinite", "millis"] {
        let reply = Reply::Graded { seq: 3, graded: graded(1) }.to_js();
        remove(&reply, key);
        assert_eq!(reply_error(&reply), error(Some(3), &format!("`{key}` is missing")));
    }
    let reply = Reply::Graded { seq: 3, graded: graded(1) }.to_js();
    set(&reply, "millis", &"12".into());
    assert_eq!(reply_error(&reply), error(Some(3), "`millis` is not a number"));
    let reply = Reply::Graded { seq: 3, graded: graded(1) }.to_js();
    set(&reply, "json", &Object::new());
    assert_eq!(reply_error(&reply), error(Some(3), "`json` is not a string"));
    let reply = Reply::Error { seq: 4, error: WorkerError::NoCase }.to_js();
    set(&reply, "error", &JsValue::NULL);
    assert_eq!(reply_error(&reply), error(Some(4), "`error` is not a string"));
    set(&reply, "error", &"an English sentence".into());
    assert_eq!(reply_error(&reply), error(Some(4), "`error` is not a known error"));
    let reply = Reply::Error { seq: 4, error: WorkerError::CaseUnreadable { diagnostics: "[]".into() } }.to_js();
    set(&reply, "detail", &JsValue::UNDEFINED);
    assert_eq!(reply_error(&reply), error(Some(4), "`detail` is missing"));
    let ready = Ready.to_js();
    set(&ready, "ready", &1.into());
    assert_eq!(reply_error(&ready), error(None, "`ready` is not `true`"));
}

#[wasm_bindgen_test]
fn a_malformed_examples_reply_is_an_error() {
    let reply = || Reply::Examples { seq: 8, examples: vec![graded(0), graded(1)], summary: summary() }.to_js();
    let r = reply();
    remove(&r, "summary");
    assert_eq!(reply_error(&r), error(Some(8), "`summary` is missing"));
    let r = reply();
    set(&r, "summary", &Array::new());
    assert_eq!(reply_error(&r), error(Some(8), "`summary` is not an object"));
    let r = reply();
    remove(&arr(&get(&r, "examples")).get(1), "nonFinite");
    assert_eq!(reply_error(&r), error(Some(8), "`examples[1].nonFinite` is missing"));
    let r = reply();
    arr(&get(&r, "examples")).set(0, 1.into());
    assert_eq!(reply_error(&r), error(Some(8), "`examples[0]` is not an object"));
    for key in ["warnings", "rows"] {
        let r = reply();
        remove(&get(&r, "summary"), key);
        assert_eq!(reply_error(&r), error(Some(8), &format!("`summary.{key}` is missing")));
    }
    let bad: [(&str, JsValue, &str); 3] = [
        ("rows", JsValue::from_f64(-3.0), "`summary.rows` is not a whole number from 0 to 2^53"),
        ("warnings", JsValue::from_f64(0.5), "`summary.warnings` is not a whole number from 0 to 2^53"),
        ("facts", 0.into(), "`summary.facts` is not a string"),
    ];
    for (key, value, what) in bad {
        let r = reply();
        set(&get(&r, "summary"), key, &value);
        assert_eq!(reply_error(&r), error(Some(8), what), "{key}");
    }
}

// ---------------------------------------------------------------------------------
// The coach (issue 16)

#[wasm_bindgen_test]
fn coach_requests_and_replies_read_back_as_written() {
    use worker_protocol::{CoachAsk, Coached};
    for ask in [CoachAsk::Suggest(1), CoachAsk::Apply(40), CoachAsk::Repair(0), CoachAsk::Repair(1 << 53)] {
        let req = Request::Coach { seq: 9, case: case(true, Some(2.5)), submission: submission("routes.json", 0), ask };
        let (msg, transfer) = req.to_js();
        // The own data, the case's two other files and the plan.
        assert_eq!(transfer.length(), 4);
        assert_eq!(Request::from_js(&msg), Ok(req));
    }
    let (msg, _) = Request::Coach { seq: 3, case: case(false, None), submission: submission("r.json", 0), ask: CoachAsk::Apply(7) }.to_js();
    // The wire keys, written out.
    assert_eq!(keys_of(&msg), ["bytes", "coach", "count", "extras", "file", "files", "key", "manifest", "seq"]);
    assert_eq!(get(&msg, "coach").as_string().as_deref(), Some("apply"));
    assert_eq!(get(&msg, "count").as_f64(), Some(7.0));
    let reply = Reply::Coached {
        seq: 5,
        coached: Coached { advice: "{\"valid\": true}\n".into(), plan: "{\"routes\":[[\"A\"]]}\n".into(), millis: 12.5 },
    };
    let js = reply.to_js();
    assert_eq!(keys_of(&js), ["advice", "millis", "plan", "seq"]);
    assert_eq!(Reply::from_js(&js), Ok(reply.clone()));
    assert_eq!(FromWorker::from_js(&js), Ok(FromWorker::Reply(reply)));
}

#[wasm_bindgen_test]
fn a_malformed_coach_message_is_an_error_naming_the_key() {
    use worker_protocol::CoachAsk;
    let (msg, _) =
        Request::Coach { seq: 3, case: case(false, None), submission: submission("r.json", 0), ask: CoachAsk::Suggest(1) }.to_js();
    set(&msg, "coach", &"dance".into());
    assert_eq!(Request::from_js(&msg), Err(error(Some(3), "`coach` is not `suggest`, `apply` or `repair`")));
    set(&msg, "coach", &"apply".into());
    set(&msg, "count", &(-1.0).into());
    assert_eq!(Request::from_js(&msg), Err(error(Some(3), "`count` is not a whole number from 0 to 2^53")));
    remove(&msg, "count");
    assert_eq!(Request::from_js(&msg), Err(error(Some(3), "`count` is missing")));
    let js = Reply::Coached { seq: 4, coached: worker_protocol::Coached { advice: "{}".into(), plan: "{}".into(), millis: 1.0 } }.to_js();
    remove(&js, "plan");
    assert_eq!(Reply::from_js(&js), Err(error(Some(4), "`plan` is missing")));
}
