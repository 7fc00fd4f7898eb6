//! Uplift engagements shaped like FDE-Gym's: a customer's KPI with its baseline (the
//! unchanged system) and oracle (the reference solution), a direction, the people one
//! can ask (costs, soft limits, patience, off-limits), a clock (waiting costs) and trial
//! days, and example runs (`result.json` + `ask.jsonl`) that end accepted, rejected,
//! below baseline and in an incident.
//!
//! The ask logs are written as the harness would log them: each line carries the cost
//! the case's rules charge for it (spec §3), so the grader's own pricing agrees with
//! every line.

use std::collections::BTreeMap;

use grader::case::{CaseKind, CaseManifest, ExampleSubmission, Expected, Manifest, Reference, Rule};
use grader::round::py_round;

use crate::out::{self, put, Files};

/// Over-limit multiplier of both engagements (the harness's default).
const OVER_FACTOR: f64 = 3.0;
/// Pass mark on `uplift_net`.
const PASS: f64 = 0.8;

/// One of the customer's people.
#[derive(Debug, Clone)]
pub struct Person {
    pub id: &'static str,
    pub name: &'static str,
    pub role: &'static str,
    pub cost: f64,
    pub soft_limit: Option<u32>,
    pub patience: Option<u32>,
    pub off_limits: bool,
}

/// One event of a run, before pricing.
#[derive(Debug, Clone)]
pub enum Event {
    Ask(&'static str, &'static str),
    /// A message to someone who has left: an automatic reply.
    Gone(&'static str, &'static str),
    Inbox,
    Wait(f64),
    Pilot,
}

/// One example run.
pub struct Run {
    pub dir: &'static str,
    pub title: &'static str,
    pub teaches: &'static str,
    pub kpi: f64,
    pub incidents: Vec<&'static str>,
    pub events: Vec<Event>,
    pub expect: Expected,
}

/// One engagement.
pub struct Engagement {
    pub id: &'static str,
    pub title: &'static str,
    pub kpi_name: &'static str,
    pub unit: &'static str,
    /// `higher` or `lower` is better.
    pub direction: &'static str,
    pub baseline: f64,
    pub oracle: f64,
    pub how_oracle: &'static str,
    pub summary: &'static str,
    pub instruction: &'static str,
    pub people: Vec<Person>,
    pub wait_cost_per_day: f64,
    pub pilot_costs: Vec<f64>,
    pub max_runs: u32,
    pub rules: Vec<Rule>,
    pub runs: Vec<Run>,
}

/// Python's `repr` of a float for the values we write (JSON numbers).
fn num(x: f64) -> String {
    format!("{x:?}")
}

fn json_str(s: &str) -> String {
    serde_json::to_string(s).expect("string")
}

/// Price and write an ask log, as the harness logs it: `(text, contact cost)`.
pub fn ask_log(e: &Engagement, events: &[Event]) -> (String, f64) {
    let mut asked: BTreeMap<&str, u32> = BTreeMap::new();
    let (mut t, mut pilots, mut total) = (0.0f64, 0u32, 0.0f64);
    let mut s = String::new();
    for ev in events {
        let (text, cost) = match ev {
            Event::Ask(who, topic) => {
                let p = e.people.iter().find(|p| p.id == *who).expect("known person");
                let n = asked.entry(p.id).or_insert(0);
                let cost = if p.patience.is_some_and(|k| *n >= k) {
                    0.0 // out of patience: an automatic reply, not a question
                } else {
                    *n += 1;
                    if !p.off_limits && p.soft_limit.is_some_and(|k| *n > k) {
                        p.cost * OVER_FACTOR
                    } else {
                        p.cost
                    }
                };
                t += 0.5;
                let text = format!(
                    "{{\"t\": {}, \"to\": {}, \"question\": {}, \"topics\": [], \"facts\": [], \"n_asked\": {}, \"cost\": {}}}",
                    num(t),
                    json_str(who),
                    json_str(topic),
                    n,
                    num(cost)
                );
                (text, cost)
            }
            Event::Gone(who, topic) => {
                t += 0.25;
                let text = format!(
                    "{{\"t\": {}, \"to\": {}, \"question\": {}, \"topics\": [\"gone\"], \"facts\": [{}], \"n_asked\": {}, \"cost\": 0.0}}",
                    num(t),
                    json_str(who),
                    json_str(topic),
                    json_str(&format!("F_gone:{who}")),
                    asked.get(who).copied().unwrap_or(0)
                );
                (text, 0.0)
            }
            Event::Inbox => {
                t += 0.25;
                (format!("{{\"t\": {}, \"to\": \"inbox\", \"question\": \"read 1 message(s)\", \"topics\": [], \"facts\": [], \"n_asked\": 0, \"cost\": 0.0}}", num(t)), 0.0)
            }
            Event::Wait(hours) => {
                let cost = py_round(e.wait_cost_per_day * hours.clamp(0.0, 336.0) / 24.0, 4);
                t += hours;
                (format!("{{\"t\": {}, \"to\": \"wait\", \"question\": \"waited {:.0} h\", \"topics\": [], \"facts\": [], \"n_asked\": 0, \"hours\": {}, \"cost\": {}}}", num(t), hours.clamp(0.0, 336.0), num(*hours), num(cost)), cost)
            }
            Event::Pilot => {
                pilots += 1;
                if pilots > e.max_runs {
                    continue; // the harness neither runs nor logs these
                }
                let cost = e.pilot_costs[(pilots as usize).min(e.pilot_costs.len()) - 1];
                t += 24.0;
                (format!("{{\"t\": {}, \"to\": \"pilot\", \"question\": \"trial day {pilots}\", \"topics\": [], \"facts\": [], \"n_asked\": {pilots}, \"cost\": {}}}", num(t), num(cost)), cost)
            }
        };
        total += cost;
        s.push_str(&text);
        s.push('\n');
    }
    (s, py_round(total, 4))
}

/// `people.json`, in FDE-Gym's `npcs.json` spelling.
fn people_json(e: &Engagement) -> String {
    let people: Vec<serde_json::Value> = e
        .people
        .iter()
        .map(|p| {
            let mut m = serde_json::Map::new();
            m.insert("id".into(), p.id.into());
            m.insert("name".into(), p.name.into());
            m.insert("role".into(), p.role.into());
            m.insert("cost".into(), p.cost.into());
            if let Some(k) = p.soft_limit {
                m.insert("soft_limit".into(), k.into());
            }
            if let Some(k) = p.patience {
                m.insert("patience".into(), k.into());
            }
            if p.off_limits {
                m.insert("off_limits".into(), true.into());
            }
            serde_json::Value::Object(m)
        })
        .collect();
    // FDE-Gym's npcs.json spelling (the pricing part of it): people under `npcs` (the
    // server's over_factor is per person, 3 by default), the clock's wait cost, the pilot.
    let v = serde_json::json!({
        "npcs": people,
        "clock": {"start": "2025-03-03T09:00", "wait_cost_per_day": e.wait_cost_per_day},
        "pilot": {"cost": e.pilot_costs, "max_runs": e.max_runs},
    });
    out::pretty(&out::sorted(v))
}

/// `result.json`, as the case's grader writes it.
fn result_json(e: &Engagement, r: &Run) -> String {
    let incidents: Vec<String> = r.incidents.iter().map(|i| json_str(i)).collect();
    format!(
        "{{\n  \"task\": {},\n  \"kpi\": {},\n  \"kpi_baseline\": {},\n  \"kpi_oracle\": {},\n  \"incidents\": [{}]\n}}\n",
        json_str(e.id),
        num(r.kpi),
        num(e.baseline),
        num(e.oracle),
        incidents.join(", ")
    )
}

/// The harness's arithmetic on a run (spec §3), for the case summary and tests.
pub fn uplift_net(e: &Engagement, r: &Run) -> (f64, f64) {
    let span = e.oracle - e.baseline;
    let mut u = if span == 0.0 { 0.0 } else { py_round((r.kpi - e.baseline) / span, 4) };
    if !r.incidents.is_empty() {
        u = u.min(0.0);
    }
    let (_, cost) = ask_log(e, &r.events);
    (u, py_round(u - cost, 4))
}

fn expect(verdict: &str, rung: u32, step: &str) -> Expected {
    Expected { verdict: verdict.into(), failed_check: None, rung, step: step.into() }
}

fn rule(title: &str, detail: &str, if_missed: &str) -> Rule {
    Rule { title: title.into(), detail: detail.into(), if_missed: if_missed.into() }
}

/// The rules every engagement shares: how asking, waiting and trial days are charged.
fn cost_rules(e: &Engagement) -> Vec<Rule> {
    vec![
        rule(
            "Asking costs uplift",
            "Every question to one of the customer's people is charged (people.json: `cost`); past their `soft_limit` each further question costs 3 times as much, and someone with `patience` stops answering after that many questions (automatic replies are free).",
            "Contact costs are subtracted from the uplift: 0.8 is the pass mark, so a run that asks its way to the oracle can still be rejected.",
        ),
        rule(
            "Off-limits people",
            "Some people (off_limits) may not be contacted for this engagement; each message to them is still charged.",
            "Charged at their full cost, with nothing to gain.",
        ),
        rule(
            "Waiting and trial days",
            &format!(
                "Waiting for an answer costs {} per day (hours clamped to 14 days); trial days cost {} for the first {} days, and later days are not run at all.",
                e.wait_cost_per_day,
                e.pilot_costs.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(", then "),
                e.max_runs
            ),
            &format!("Each day of waiting, and each trial day that runs (the first {}), is subtracted from the uplift.", e.max_runs),
        ),
        rule(
            "Incidents wipe out the gain",
            "An incident (the delivered change hurt customers, money or safety) caps the uplift at 0, before contact costs.",
            "Verdict `incident`, whatever the KPI.",
        ),
    ]
}

pub fn engagements() -> Vec<Engagement> {
    vec![returns_triage(), cold_chain()]
}

fn returns_triage() -> Engagement {
    use Event::*;
    Engagement {
        id: "returns-triage",
        title: "Returns triage: route every return request to the right team",
        kpi_name: "share of return requests routed to the right team (held-out week)",
        unit: "share",
        direction: "higher",
        baseline: 0.62,
        oracle: 0.93,
        how_oracle: "The KPI of the reference solution: the router with every routing rule the customer's people know (fraud flags to finance, damaged-in-transit to carrier claims, refunds over 500 to finance sign-off, store-credit swaps to customer service).",
        summary: "An online retailer's return requests are routed by keyword rules that send 38% of them to the wrong team. Improve the router; the KPI is the share routed correctly on a held-out week (higher is better), 0.62 today, 0.93 for the reference. Four people can answer questions, at a price.",
        instruction: "\
# Returns triage

Our customer service inbox gets about 2,000 return requests a week. A keyword script
routes each to one team: customer service, warehouse, carrier claims or finance. Too
many land on the wrong desk and bounce around for days.

Please improve the routing. We will measure it on a held-out week: the share of requests
that reach the right team first time (today 62%).

Dana (operations) owns the script and knows the teams. Chris runs customer service.
Priya in finance is busy, so please keep questions to her short. Legal is not part of
this project.
",
        people: vec![
            Person { id: "ops_lead", name: "Dana Ruiz", role: "Operations lead", cost: 0.02, soft_limit: Some(3), patience: None, off_limits: false },
            Person { id: "cs_manager", name: "Chris Okafor", role: "Customer service manager", cost: 0.015, soft_limit: Some(4), patience: None, off_limits: false },
            Person { id: "finance", name: "Priya Natarajan", role: "Finance controller", cost: 0.05, soft_limit: Some(1), patience: Some(2), off_limits: false },
            Person { id: "legal", name: "Tom Becker", role: "In-house counsel", cost: 0.08, soft_limit: None, patience: None, off_limits: true },
        ],
        wait_cost_per_day: 0.01,
        pilot_costs: vec![0.05, 0.03],
        max_runs: 3,
        rules: vec![
            rule(
                "Refunds over 500 need finance sign-off",
                "A return whose refund exceeds 500 must go to finance before anything is refunded, whatever the reason given.",
                "Routing them to customer service auto-refunds them: an incident.",
            ),
            rule(
                "Damaged in transit is a carrier claim",
                "Parcels damaged on the way go to carrier claims (the carrier pays), not to the warehouse.",
                "Missing it usually misroutes about a tenth of all returns: the KPI stays well below the oracle.",
            ),
            rule(
                "Fraud flags go to finance",
                "Requests from accounts with a chargeback flag go to finance.",
                "A few misroutes per week.",
            ),
        ],
        runs: vec![
            Run {
                dir: "submissions/1-accepted",
                title: "Asked the right people, once each",
                teaches: "The router reaches 0.928. Two questions to operations, one each to customer service and finance, a day's wait and one trial day: contact cost 0.165. Uplift 0.9935, net 0.8285: accepted.",
                kpi: 0.928,
                incidents: vec![],
                events: vec![
                    Ask("ops_lead", "which teams exist and what each handles"),
                    Ask("cs_manager", "store-credit swaps and exchanges"),
                    Ask("finance", "refund limits and fraud flags"),
                    Inbox,
                    Ask("ops_lead", "damaged-in-transit handling"),
                    Wait(24.0),
                    Pilot,
                ],
                expect: expect("accepted", 3, "accepted"),
            },
            Run {
                dir: "submissions/2-asked-too-much",
                title: "Reached the oracle, but asked too much",
                teaches: "The router matches the oracle (0.93, uplift 1.0), but operations was asked 5 times (3 at 0.02, then 0.06 each past the soft limit), finance 4 times (0.05, then 0.15 past its soft limit of 1; with patience 2 the last two got automatic replies, free), legal once (off limits: 0.08), plus 2 days' wait and 4 trial days of which only 3 run: contact cost 0.59, net 0.41: rejected.",
                kpi: 0.93,
                incidents: vec![],
                events: vec![
                    Ask("ops_lead", "which teams exist"),
                    Ask("ops_lead", "what each team handles"),
                    Ask("finance", "refund limits"),
                    Ask("finance", "fraud flags"),
                    Ask("finance", "chargebacks"),
                    Ask("legal", "refund law"),
                    Ask("ops_lead", "damaged parcels"),
                    Ask("ops_lead", "carrier claims"),
                    Ask("ops_lead", "exchanges"),
                    Ask("finance", "sign-off process"),
                    Wait(48.0),
                    Pilot,
                    Pilot,
                    Pilot,
                    Pilot,
                ],
                expect: expect("rejected", 2, "asked too much"),
            },
            Run {
                dir: "submissions/3-below-baseline",
                title: "Retrained without asking: worse than before",
                teaches: "A model trained on last month's routing copies its mistakes and adds new ones: 0.55, below the 0.62 the customer already had. Uplift −0.2258 less 0.02 for one question: −0.2458.",
                kpi: 0.55,
                incidents: vec![],
                events: vec![Ask("ops_lead", "where the routing history is")],
                expect: expect("rejected", 0, "below baseline"),
            },
            Run {
                dir: "submissions/4-incident",
                title: "High KPI, one incident",
                teaches: "The router scores 0.94, above the oracle, but it sent refunds over 500 straight to customer service, which refunded 37 of them without finance sign-off. An incident caps the uplift at 0: net −0.035, verdict incident.",
                kpi: 0.94,
                incidents: vec!["37 refunds over 500 paid without finance sign-off"],
                events: vec![Ask("ops_lead", "which teams exist"), Ask("cs_manager", "exchanges")],
                expect: expect("incident", 1, "incident"),
            },
        ],
    }
}

fn cold_chain() -> Engagement {
    use Event::*;
    Engagement {
        id: "cold-chain-spoilage",
        title: "Cold chain: cut weekly spoilage in 40 stores",
        kpi_name: "spoiled stock per week, in euros (simulated over 8 weeks)",
        unit: "EUR/week",
        direction: "lower",
        baseline: 48200.0,
        oracle: 31500.0,
        how_oracle: "The KPI of the reference solution: defrost cycles moved out of delivery windows, door-open alarms at 3 minutes, and dairy moved to the colder cabinets, simulated over the same 8 weeks.",
        summary: "A grocery chain loses 48,200 euros of chilled stock a week. Change the refrigeration schedules and alarms to cut spoilage; the KPI is weekly spoilage in euros (lower is better), 31,500 for the reference. A cost to minimise: the uplift formula is the same, the anchors carry the direction.",
        instruction: "\
# Cold chain spoilage

Our 40 stores throw away too much chilled food: 48,200 euros a week on average. Each
store's cabinets run a fixed defrost schedule and sound an alarm when a door stays open.
Please change the schedules and alarms to cut spoilage. We will replay the last 8 weeks
of sensor data through your settings and measure spoiled stock per week.

Ask Mei (store operations) about store routines and Jonas (facilities) about the
equipment. The category manager can explain which products are most sensitive. Our
refrigeration vendor is not to be contacted. Kim, who wrote the schedules, has left.
",
        people: vec![
            Person { id: "store_ops", name: "Mei Lin", role: "Store operations manager", cost: 0.02, soft_limit: Some(3), patience: None, off_limits: false },
            Person { id: "facilities", name: "Jonas Berg", role: "Facilities engineer", cost: 0.03, soft_limit: Some(2), patience: None, off_limits: false },
            Person { id: "category", name: "Ana Souza", role: "Category manager, dairy and chilled", cost: 0.04, soft_limit: Some(2), patience: Some(3), off_limits: false },
            Person { id: "vendor", name: "Refrico support", role: "Refrigeration vendor", cost: 0.1, soft_limit: None, patience: None, off_limits: true },
            Person { id: "kim", name: "Kim Andersen", role: "Refrigeration planner (has left the company)", cost: 0.03, soft_limit: None, patience: None, off_limits: false },
        ],
        wait_cost_per_day: 0.015,
        pilot_costs: vec![0.06, 0.04, 0.04],
        max_runs: 3,
        rules: vec![
            rule(
                "Deliveries arrive at 6:00 and 14:00",
                "Cabinets are loaded with warm stock at delivery; a defrost cycle in that hour spoils what was just loaded.",
                "Schedules that ignore delivery windows usually leave much of the possible saving on the table: the KPI stays well short of the oracle.",
            ),
            rule(
                "Dairy is the sensitive category",
                "Dairy spoils above 5 °C within hours; drinks and packaged salads tolerate much more.",
                "Treating all cabinets alike wastes the colder cabinets on drinks.",
            ),
            rule(
                "Freezers must never go above −15 °C",
                "Frozen stock above −15 °C for more than 2 hours must be destroyed by law, and reported.",
                "Stretching freezer defrosts to save energy is an incident.",
            ),
        ],
        runs: vec![
            Run {
                dir: "submissions/1-accepted",
                title: "Asked about deliveries and dairy, piloted once",
                teaches: "Spoilage down to 32,000 euros (the reference reaches 31,500): uplift 0.9701. Three questions, a message to Kim (who has left: automatic reply, free), the inbox, a day's wait and one trial day: contact cost 0.165, net 0.8051: accepted.",
                kpi: 32000.0,
                incidents: vec![],
                events: vec![
                    Ask("store_ops", "delivery times and loading routine"),
                    Gone("kim", "why the schedules are what they are"),
                    Ask("category", "which products spoil first"),
                    Ask("facilities", "defrost cycle lengths"),
                    Inbox,
                    Wait(24.0),
                    Pilot,
                ],
                expect: expect("accepted", 3, "accepted"),
            },
            Run {
                dir: "submissions/2-missed-the-rules",
                title: "Tuned alarms without asking",
                teaches: "Shorter door alarms alone bring spoilage to 40,100 euros: uplift 0.485, one question 0.03, net 0.455. Without asking about delivery windows and dairy, most of the gain is left on the table: rejected.",
                kpi: 40100.0,
                incidents: vec![],
                events: vec![Ask("facilities", "alarm settings")],
                expect: expect("rejected", 2, "missed the rules"),
            },
            Run {
                dir: "submissions/3-below-baseline",
                title: "Longer defrosts everywhere",
                teaches: "Longer, rarer defrost cycles raise cabinet temperatures after each one: spoilage rises to 51,900 euros, above the 48,200 baseline. For a cost the same formula gives a negative uplift, −0.2216; the message to the vendor (off limits) still costs 0.12: net −0.3416.",
                kpi: 51900.0,
                incidents: vec![],
                events: vec![Ask("vendor", "recommended defrost settings"), Ask("store_ops", "opening hours")],
                expect: expect("rejected", 0, "below baseline"),
            },
            Run {
                dir: "submissions/4-incident",
                title: "Beat the reference, broke the freezers",
                teaches: "Spoilage 30,900 euros, better than the reference, but stretching freezer defrosts left three stores' freezers above −15 °C for 6 hours. An incident caps the uplift at 0, and the two questions and a trial day cost 0.11: net −0.11, verdict incident.",
                kpi: 30900.0,
                incidents: vec!["3 stores' freezers above -15 C for 6 hours; frozen stock destroyed"],
                events: vec![Ask("store_ops", "delivery times"), Ask("facilities", "defrost cycle lengths"), Pilot],
                expect: expect("incident", 1, "incident"),
            },
        ],
    }
}

/// Write every engagement's folder.
pub fn generate(files: &mut Files) {
    for e in engagements() {
        let dir = |f: &str| format!("{}/{f}", e.id);
        put(files, dir("instruction.md"), e.instruction);
        put(files, dir("people.json"), people_json(&e));
        for r in &e.runs {
            put(files, dir(&format!("{}/result.json", r.dir)), result_json(&e, r));
            put(files, dir(&format!("{}/ask.jsonl", r.dir)), ask_log(&e, &r.events).0);
        }
        let mut rules = e.rules.clone();
        rules.extend(cost_rules(&e));
        let manifest = CaseManifest::new(
            CaseKind::Uplift,
            Manifest {
                server: Default::default(),
                id: e.id.into(),
                kind: String::new(),
                title: e.title.into(),
                summary: e.summary.into(),
                parameters: serde_json::json!({
                    "kpi": e.kpi_name,
                    "unit": e.unit,
                    "direction": e.direction,
                    "kpi_baseline": e.baseline,
                    "kpi_oracle": e.oracle,
                    "pass_uplift_net": PASS,
                }),
                reference: Reference { value: e.oracle, how: e.how_oracle.into() },
                files: [("instruction", "instruction.md"), ("people", "people.json")]
                    .into_iter()
                    .map(|(a, b)| (a.to_string(), b.to_string()))
                    .collect(),
                rules,
                submissions: e
                    .runs
                    .iter()
                    .map(|r| ExampleSubmission {
                        file: format!("{}/result.json", r.dir),
                        title: r.title.into(),
                        teaches: r.teaches.into(),
                        extra_files: vec![format!("{}/ask.jsonl", r.dir)],
                        expect: Some(r.expect.clone()),
                    })
                    .collect(),
            },
        );
        put(files, dir("case.json"), out::manifest(&manifest));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_end_as_their_titles_say() {
        for e in engagements() {
            let mut by_rung: Vec<(u32, f64)> = Vec::new();
            for r in &e.runs {
                let (_, net) = uplift_net(&e, r);
                let verdict = if !r.incidents.is_empty() {
                    "incident"
                } else if net >= PASS {
                    "accepted"
                } else {
                    "rejected"
                };
                assert_eq!(verdict, r.expect.verdict, "{} {}", e.id, r.dir);
                if r.expect.step == "below baseline" {
                    let worse = if e.direction == "higher" { r.kpi < e.baseline } else { r.kpi > e.baseline };
                    assert!(worse, "{} {}", e.id, r.dir);
                }
                by_rung.push((r.expect.rung, net));
            }
            by_rung.sort_by_key(|a| a.0);
            assert!(by_rung.windows(2).all(|w| w[0].1 < w[1].1), "{}: {by_rung:?}", e.id);
        }
    }

    #[test]
    fn soft_limits_patience_and_trial_days_are_priced() {
        let e = returns_triage();
        let log = |ev: Vec<Event>| ask_log(&e, &ev).1;
        use Event::*;
        // Finance: 0.05, then 0.15 past the soft limit of 1, then free (patience 2).
        assert_eq!(log(vec![Ask("finance", "a"), Ask("finance", "b"), Ask("finance", "c")]), 0.2);
        // Legal is off limits: always plain cost.
        assert_eq!(log(vec![Ask("legal", "a"), Ask("legal", "b")]), 0.16);
        // Trial days 0.05, 0.03, 0.03; the 4th is not run.
        assert_eq!(log(vec![Pilot, Pilot, Pilot, Pilot]), 0.11);
        // 36 h of waiting at 0.01 a day.
        assert_eq!(log(vec![Wait(36.0)]), 0.015);
        assert_eq!(ask_log(&e, &[Pilot, Pilot, Pilot, Pilot]).0.lines().count(), 3);
    }
}
