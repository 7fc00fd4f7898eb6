//! Pricing an ask log by the case's people/clock/pilot costs (spec §3).
//! Fixtures: `fixtures/uplift/people.json` and `fixtures/uplift/ask.jsonl`.

use grader::uplift::{
    grade_input, parse_ask_log, parse_costs, price_ask_log, AskEvent, ContactSource, Costs, EventKind, InputFile, PriceIssue, UpliftInput,
    Verdict,
};

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!("{}/tests/fixtures/uplift/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

fn costs() -> Costs {
    parse_costs(fixture("people.json").as_bytes(), "people.json").unwrap()
}

#[test]
fn every_rule_on_the_fixture_log() {
    let (events, diags) = parse_ask_log(fixture("ask.jsonl").as_bytes(), "ask.jsonl");
    // Line 19 is not JSON: skipped, with a located warning. Line 20 is blank: skipped silently.
    assert_eq!(diags.len(), 1);
    assert_eq!((diags[0].code.as_str(), diags[0].location.line), ("uplift/ask-log-bad-line", Some(19)));
    assert_eq!(events.len(), 18);

    let priced = price_ask_log(&events, &costs());
    let row = |line: usize| priced.iter().find(|p| p.line == line).unwrap();
    let price = |line: usize| row(line).priced_cost;

    // ops_lead: cost 0.02, soft_limit 2, over_factor 3 (the file's).
    assert_eq!(price(1), Some(0.02)); // question 1
    assert_eq!(price(2), Some(0.02)); // question 2 = soft limit, not past it
    assert_eq!(price(3), Some(0.06)); // question 3 > 2: 0.02 × 3 = 0.06
    assert_eq!(row(3).question, Some(3));
    // legal: off limits, soft_limit 1: always plain 0.1, even past the limit.
    assert_eq!(price(4), Some(0.1));
    assert_eq!(price(5), Some(0.1));
    // cfo: patience 1. First ask 0.05; the second gets an automatic reply: 0.
    assert_eq!(price(6), Some(0.05));
    assert_eq!((price(7), row(7).question), (Some(0.0), None));
    // Line 8, FDE-Gym spelling: {"to": "cfo", "topics": ["gone"]}: gone, free.
    assert_eq!((row(8).kind, row(8).person.as_deref(), price(8)), (EventKind::Ask, Some("cfo"), Some(0.0)));
    // Inbox: free.
    assert_eq!(price(9), Some(0.0));
    // Waits at 0.01/day: 48 h → round(0.01 × 48 / 24, 4) = 0.02;
    // 400 h → clamped to 336 → 0.01 × 336 / 24 = 0.13999999999999999 → round → 0.14;
    // −5 h → clamped to 0 → 0.
    assert_eq!(price(10), Some(0.02));
    assert_eq!(price(11), Some(0.14));
    assert_eq!(price(12), Some(0.0));
    // Pilot costs [0.05, 0.03], max_runs 3: day 1 → [0] = 0.05; day 2 → [1] = 0.03;
    // day 3 → [min(3, 2) − 1] = [1] = 0.03, + its extra_cost 0.01 = 0.04;
    // day 4 > max_runs: neither charged nor logged by the harness → 0, flagged.
    assert_eq!(price(13), Some(0.05));
    assert_eq!(price(14), Some(0.03));
    assert_eq!(price(15), Some(0.04));
    assert_eq!((price(16), row(16).issue), (Some(0.0), Some(PriceIssue::PastMaxRuns)));
    // Unknown person: cannot be priced, the logged 0.07 is used.
    assert_eq!((price(17), row(17).issue, row(17).used_cost), (None, Some(PriceIssue::UnknownPerson), 0.07));
    // analyst: own over_factor 2, soft_limit 0 → the first question is already past it: 0.05 × 2 = 0.1.
    assert_eq!(price(18), Some(0.1));
}

#[test]
fn logged_costs_are_summed_bad_lines_fail_and_the_server_view_reprices() {
    let input = UpliftInput {
        result: InputFile::new("result.json", &fixture("result_harness.json")),
        contact_cost: None,
        ask_log: Some(InputFile::new("ask.jsonl", &fixture("ask.jsonl"))),
        costs: Some(InputFile::new("people.json", &fixture("people.json"))),
        ..Default::default()
    };
    let r = grade_input(&input);
    assert_eq!(r.contact_source, ContactSource::LogLogged);
    // Line 19 is not JSON and line 20 is blank: the harness stops, the site shows error.
    assert_eq!((r.verdict, r.valid, r.points_display.as_str()), (Verdict::Error, false, "—"));
    assert_eq!((r.uplift_net, r.contact_cost), (None, None));
    let reason = r.error_reason.as_deref().unwrap();
    assert!(reason.contains("line 19"), "{reason}");
    // Repaired (those two lines left out): the logged costs, 0.02 + 0.02 + 0.02 + 0.1 + 0.1
    // + 0.05 + 0 + 0 + 0 + 0.02 + 0.14 + 0 + 0.05 + 0.03 + 0.04 + 0.03 + 0.07 + 0.1 = 0.79.
    let fixed = r.if_repaired.as_ref().unwrap();
    assert_eq!((fixed.contact_cost, fixed.uplift_net, fixed.verdict), (Some(0.79), Some(0.0888), Verdict::Rejected));
    // What the server would have charged: 0.02 + 0.02 + 0.06 + 0.1 + 0.1 + 0.05 + 0 + 0 + 0 + 0.02
    // + 0.14 + 0 + 0.05 + 0.03 + 0.04 + 0 + 0.07 (logged) + 0.1 = 0.8000000000000002 → 0.8.
    let server = r.server_view.as_ref().unwrap();
    assert_eq!((server.contact_cost, server.uplift_net), (Some(0.8), Some(0.0788)));
    assert_eq!(server.label, "what the server would have charged");
    assert_eq!(r.contact_lines.len(), 18);

    let at = |code: &str| -> Vec<usize> { r.diagnostics.iter().filter(|d| d.code == code).filter_map(|d| d.location.line).collect() };
    assert_eq!(at("uplift/harness-fails"), [19, 20]);
    // Line 3 logged 0.02 but is the third question past a soft limit of 2: priced 0.06.
    assert_eq!(at("uplift/cost-mismatch"), [3]);
    let mismatch = r.diagnostics.iter().find(|d| d.code == "uplift/cost-mismatch").unwrap();
    assert!(mismatch.message.contains("0.02") && mismatch.message.contains("0.06"), "{}", mismatch.message);
    assert!(mismatch.message.contains("harness sums the logged cost"));
    assert_eq!(mismatch.location.file.as_deref(), Some("ask.jsonl"));
    assert_eq!(at("uplift/pilot-past-max-runs"), [16]);
    assert_eq!(at("uplift/unknown-person"), [17]);
    assert!(!r.ledger.given);
    assert!(r.ledger.status.starts_with("not checked"));
}

#[test]
fn without_costs_the_logged_costs_are_used() {
    let log: String = fixture("ask.jsonl").lines().take(18).map(|l| format!("{l}\n")).collect();
    let input = UpliftInput {
        result: InputFile::new("result.json", &fixture("result_harness.json")),
        contact_cost: None,
        ask_log: Some(InputFile::new("ask.jsonl", &log)),
        costs: None,
        ..Default::default()
    };
    let r = grade_input(&input);
    assert_eq!(r.contact_source, ContactSource::LogLogged);
    // Logged: 0.7900000000000001 → 0.79. No pricing, so no mismatch warnings and no server view.
    assert_eq!(r.contact_cost, Some(0.79));
    assert_eq!((r.uplift_net, r.verdict), (Some(0.0888), Verdict::Rejected));
    assert!(r.contact_lines.iter().all(|l| l.priced_cost.is_none()));
    assert!(!r.diagnostics.iter().any(|d| d.code == "uplift/cost-mismatch"));
    assert!(r.server_view.is_none() && r.if_repaired.is_none() && r.error_reason.is_none());
    // The result's recorded discovery.contact_cost (0.07) and uplift_net differ from the log's.
    assert_eq!(r.diagnostics.iter().filter(|d| d.code == "uplift/contact-cost-differs").count(), 1);
}

#[test]
fn wait_clamp_follows_python_for_nan_and_boundaries() {
    let c = Costs { wait_cost_per_day: 0.24, ..Costs::default() };
    let waits = [336.0, 336.5, 0.0, -0.0, f64::NAN, 24.0, 1.0];
    let events: Vec<_> = waits.iter().enumerate().map(|(i, &h)| AskEvent::new(i + 1, EventKind::Wait).hours(h)).collect();
    let got: Vec<_> = price_ask_log(&events, &c).iter().map(|p| p.priced_cost.unwrap()).collect();
    // 336 h → 0.24 × 336 / 24 = 3.36; 336.5 clamps to 336; max(0.0, min(nan, 336.0)) = 0.0 in Python;
    // 24 h → 0.24; 1 h → 0.24 / 24 = 0.01.
    assert_eq!(got, [3.36, 3.36, 0.0, 0.0, 0.0, 0.24, 0.01]);
    // A wait without hours cannot be priced: the logged cost is used.
    let p = price_ask_log(&[AskEvent::new(1, EventKind::Wait).cost(0.5)], &c);
    assert_eq!((p[0].priced_cost, p[0].used_cost, p[0].issue), (None, 0.5, Some(PriceIssue::MissingHours)));
}

#[test]
fn pilot_days_past_the_list_reuse_its_last_entry() {
    // pilot_costs [0.1, 0.2], max_runs 5: days 1..5 cost 0.1, 0.2, 0.2, 0.2, 0.2; day 6 → 0 (never logged).
    let c = Costs { pilot_costs: vec![0.1, 0.2], max_runs: 5, pilot_extra_cost: Some(0.01), ..Costs::default() };
    let events: Vec<_> = (1..=6).map(|i| AskEvent::new(i, EventKind::Pilot)).collect();
    let got: Vec<_> = price_ask_log(&events, &c).iter().map(|p| p.priced_cost.unwrap()).collect();
    // Each priced day adds pilot_extra_cost 0.01, unrounded as in the harness:
    // 0.1 + 0.01 = 0.11; 0.2 + 0.01 = 0.21000000000000002.
    assert_eq!(got, [0.11, 0.21000000000000002, 0.21000000000000002, 0.21000000000000002, 0.21000000000000002, 0.0]);
    // Default: max_runs 3, pilot_costs [0.0].
    let events: Vec<_> = (1..=4).map(|i| AskEvent::new(i, EventKind::Pilot).cost(0.0)).collect();
    let p = price_ask_log(&events, &Costs::default());
    assert_eq!(p.iter().filter(|p| p.issue == Some(PriceIssue::PastMaxRuns)).count(), 1);
    // An empty list cannot price a day (Python would raise IndexError): logged cost, flagged.
    let c = Costs { pilot_costs: vec![], ..Costs::default() };
    let p = price_ask_log(&[AskEvent::new(1, EventKind::Pilot).cost(0.3)], &c);
    assert_eq!((p[0].used_cost, p[0].issue), (0.3, Some(PriceIssue::NoPilotCosts)));
}

#[test]
fn soft_limit_counts_answered_questions_only_and_total_budget_is_shared() {
    // a: soft_limit 2; a budget of 3 questions shared by everyone.
    let people = r#"{"npcs": [{"id": "a", "name": "A", "role": "r", "cost": 1.0, "soft_limit": 2},
                              {"id": "b", "name": "B", "role": "r", "cost": 2.0}],
                    "total_questions": 3}"#;
    let c = parse_costs(people.as_bytes(), "npcs.json").unwrap();
    let ask = |who: &str, i| AskEvent::new(i, EventKind::Ask).person(who);
    let events = [ask("a", 1), ask("a", 2), ask("b", 3), ask("a", 4), ask("a", 5)];
    let got: Vec<_> = price_ask_log(&events, &c).iter().map(|p| p.priced_cost.unwrap()).collect();
    // a: q1 1.0, q2 1.0; b: 2.0; then the shared budget of 3 is used up: automatic replies, 0.
    assert_eq!(got, [1.0, 1.0, 2.0, 0.0, 0.0]);
    // A `reply` line and a gone person do not count as questions: the third real ask is past the limit.
    let c = Costs { people: c.people, ..Costs::default() };
    let mut gone = ask("a", 2);
    gone.gone = true;
    let events = [ask("a", 1), gone, AskEvent::new(3, EventKind::Reply).person("a"), ask("a", 4), ask("a", 5)];
    let got: Vec<_> = price_ask_log(&events, &c).iter().map(|p| p.priced_cost.unwrap()).collect();
    // q1 1.0; gone 0; reply 0; q2 1.0; q3 > 2 → 1.0 × 3 = 3.0.
    assert_eq!(got, [1.0, 0.0, 0.0, 1.0, 3.0]);
}

#[test]
fn fde_gym_npcs_json_spelling_is_read() {
    let npcs = r#"{"npcs": [{"id": "ops", "name": "O", "role": "r", "blurb": "…", "cost": 0.03, "soft_limit": 1,
                            "over_factor": 4.0, "topics": []}],
                   "clock": {"start": "2025-03-03T09:00", "wait_cost_per_day": 0.02},
                   "pilot": {"cost": [0.1], "max_runs": 2}}"#;
    let c = parse_costs(npcs.as_bytes(), "npcs.json").unwrap();
    assert_eq!((c.wait_cost_per_day, c.pilot_costs.as_slice(), c.max_runs), (0.02, &[0.1][..], 2));
    assert_eq!(c.people[0].over_factor, Some(4.0));
    // FDE-Gym log lines: "to" names the person or the action.
    let log = "{\"to\": \"ops\", \"cost\": 0.03}\n{\"to\": \"ops\", \"cost\": 0.12}\n{\"to\": \"wait\", \"cost\": 0.0}\n{\"to\": \"pilot\", \"cost\": 0.1}\n";
    let (events, diags) = parse_ask_log(log.as_bytes(), "ask.jsonl");
    assert!(diags.is_empty());
    let kinds: Vec<_> = events.iter().map(|e| e.kind).collect();
    assert_eq!(kinds, [EventKind::Ask, EventKind::Ask, EventKind::Wait, EventKind::Pilot]);
    let p = price_ask_log(&events, &c);
    // ops q2 past soft limit 1 with their own factor 4: 0.03 × 4 = 0.12. The wait has no hours:
    // cannot be priced, logged 0.0 used. Pilot day 1: 0.1.
    assert_eq!(p[1].priced_cost, Some(0.12));
    assert_eq!(p[2].issue, Some(PriceIssue::MissingHours));
    assert_eq!(p[3].priced_cost, Some(0.1));
}

#[test]
fn bad_costs_are_case_errors_all_at_once() {
    let bad = r#"{"people": [{"id": "a", "cost": "cheap"}, {"name": "no id"}, 7], "wait_cost_per_day": "x",
                  "pilot_costs": [0.1, null]}"#;
    let errs = parse_costs(bad.as_bytes(), "people.json").unwrap_err();
    let codes: Vec<_> = errs.iter().map(|d| (d.code.as_str(), d.location.field.clone().unwrap_or_default())).collect();
    assert_eq!(
        codes,
        [
            ("uplift/costs-bad-value", "wait_cost_per_day".to_string()),
            ("uplift/costs-bad-value", "pilot_costs".to_string()),
            ("uplift/costs-bad-value", "people[0].cost".to_string()),
            ("uplift/missing-field", "people[1].id".to_string()),
            ("uplift/costs-bad-value", "people[2]".to_string()),
        ]
    );
    assert!(errs.iter().all(|d| d.category == grader::Category::Case));
    // Graded with them: the harness never reads the people file, so they are warnings
    // (every one listed) and there is no server view.
    let r = grade_input(&UpliftInput {
        result: InputFile::new("result.json", &fixture("result.json")),
        contact_cost: None,
        ask_log: Some(InputFile::new("ask.jsonl", "{\"to\": \"a\", \"facts\": [], \"cost\": 0.1}\n")),
        costs: Some(InputFile::new("people.json", bad)),
        ..Default::default()
    });
    assert!(r.valid && r.verdict != Verdict::Error && r.server_view.is_none());
    assert_eq!(r.diagnostics.iter().filter(|d| d.category == grader::Category::Warning && d.code.starts_with("uplift/")).count(), 5);
}

#[test]
fn bad_log_lines_are_skipped_and_located() {
    let log = "{\"type\": \"ask\", \"cost\": 0.1}\n[1]\n{\"type\": \"dance\", \"cost\": 0.2}\n{\"type\": \"wait\", \"hours\": \"two\", \"cost\": 0.3}\n{\"cost\": 1}\n";
    let (events, diags) = parse_ask_log(log.as_bytes(), "ask.jsonl");
    let got: Vec<_> = diags.iter().map(|d| (d.code.as_str(), d.location.line.unwrap())).collect();
    assert_eq!(
        got,
        [
            ("uplift/ask-log-bad-line", 1), // an ask without a person
            ("uplift/ask-log-bad-line", 2), // not an object
            ("uplift/ask-log-bad-line", 3), // unknown type: kept at its logged cost
            ("uplift/not-a-number", 4),     // hours "two" ignored
            ("uplift/ask-log-bad-line", 5), // neither type nor to
        ]
    );
    assert_eq!(events.iter().map(|e| (e.line, e.kind)).collect::<Vec<_>>(), [(3, EventKind::Other), (4, EventKind::Wait)]);
    assert!(diags.iter().all(|d| d.category == grader::Category::Warning));
}

#[test]
fn a_long_log_lists_at_most_cap_warnings_per_code_with_true_counts() {
    // 500 asks logged at 0.01 that the case prices at 0.02 (ops_lead, soft limit 2, then
    // × 3): every line is a cost mismatch, plus 300 lines that are not JSON.
    let mut log = String::new();
    for i in 0..500 {
        log.push_str(&format!("{{\"t\": {i}, \"to\": \"ops_lead\", \"facts\": [], \"cost\": 0.01}}\n"));
        if i % 5 < 3 {
            log.push_str("not json\n");
        }
    }
    let r = grade_input(&UpliftInput {
        result: InputFile::new("result.json", &fixture("result.json")),
        contact_cost: None,
        ask_log: Some(InputFile::new("ask.jsonl", &log)),
        costs: Some(InputFile::new("people.json", &fixture("people.json"))),
        ..Default::default()
    });
    use grader::diagnostic::CAP;
    let of = |code: &str| r.diagnostics.iter().filter(|d| d.code == code).collect::<Vec<_>>();
    let count = |code: &str| r.diagnostic_groups.iter().find(|g| g.code == code).unwrap().count;
    // Read first, so listed first: the bad lines, 200 of them and the summary.
    let bad = of("uplift/harness-fails");
    assert_eq!(bad.len(), CAP + 1);
    assert_eq!(bad[CAP].message, "... and 100 more like this, not listed (300 in all)");
    assert_eq!(bad[CAP].location.file.as_deref(), Some("ask.jsonl"));
    assert_eq!(count("uplift/harness-fails"), 300);
    let mismatch = of("uplift/cost-mismatch");
    assert_eq!(mismatch.len(), CAP + 1);
    // The 200th ask (i = 199) is on line 320: 199 asks and 120 bad lines before it.
    assert_eq!(mismatch[CAP - 1].location.line, Some(320));
    assert_eq!(mismatch[CAP].message, "... and 300 more like this, not listed (500 in all)");
    assert_eq!(count("uplift/cost-mismatch"), 500);
    // Every line is still priced and shown; the harness fails (error), the repaired log scores.
    assert_eq!(r.contact_lines.len(), 500);
    assert!(!r.valid && r.verdict == Verdict::Error);
    assert_eq!(r.if_repaired.as_ref().and_then(|f| f.contact_cost), Some(5.0));
    assert_eq!(r.contact_source, ContactSource::LogLogged);
}
