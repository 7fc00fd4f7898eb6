//! Data-centre rack allocation (FDE-Bench 045): which rack and U slot each arriving
//! server goes to (`solution.csv`: `server_id, rack_id, pos, allocation_status, batch`),
//! checked and scored as the case's evaluator does.
//!
//! ```text
//! data/server.csv, rack_col.csv, rack.csv, nic_attr_mapping.csv ──data──► Data (or the evaluator's exception)
//! solution.csv (bytes) ──csv.DictReader──► entries ──check──► hard_violations / cost ──► RacksReport
//! ```
//!
//! The rows are grouped by the batch `server.csv` gives each server; every batch starts
//! from the racks as they were before any arrival, and its rows are placed in turn until
//! its first broken rule (known server, once; a status int(float()) reads; a known rack;
//! a slot number; NIC and rack attribute paired; power within the rating; free
//! contiguous slots). A valid plan costs, per placed server, `0.4 × power left + 0.05 ×
//! slot / slots + 0.3 × (1 − rack lit) + 0.25 × (1 − NIC weight)` with its batch's final
//! rack state, plus 1 per unassigned server; the score is the reference cost over it.

#![allow(clippy::result_large_err)] // a Diagnostic is the error, on purpose

grade_core::kind_prelude!(racks);

mod coach;
pub mod codes;
pub mod data;
pub mod evaluate;
mod kind_impl;
mod report;
mod report_json;
mod server_output;

use crate::diagnostic::{codes as all_codes, group, Category, Diagnostic, Location};

pub use coach::{coach, CostTerm, CostlyServer, RacksCoach, TERMS};
pub use data::{Data, DataError, Rack, Server};
pub use evaluate::{Entry, Outcome, Verdict};
pub use kind_impl::{RacksCase, RacksKind, REFERENCE_COST};
pub use report::{RacksErrorInfo, RacksPlacement, RacksRackView, RacksReport};

/// The file name the evaluator looks for (its messages name it, whatever the path).
pub const PLAN_FILE: &str = "solution.csv";

/// The plan's rows as the evaluator strips them (`str(row.get(name, "")).strip()`).
pub fn entries(t: &pysem::py_csv::DictRows) -> Vec<Entry> {
    let get = |row: &[String], name: &str| data::get_strip(t, row, name);
    t.rows
        .iter()
        .enumerate()
        .map(|(index, r)| Entry {
            index,
            server: get(r, "server_id"),
            status: get(r, "allocation_status"),
            rack: get(r, "rack_id"),
            pos: get(r, "pos"),
        })
        .collect()
}

/// Grade `solution.csv`'s bytes.
pub fn grade(case: &RacksCase, bytes: &[u8], file: &str) -> RacksReport {
    let mut r = empty(case, file);
    // The evaluator reads the plan, then checks it has rows, then reads the data.
    let t = match data::read_csv(bytes) {
        Ok(t) => t,
        Err(e) => {
            r.error_info.exception = Some(e.clone());
            let d = Diagnostic::new(all_codes::RACKS_UNREADABLE, Category::Exception, format!("{file} cannot be read as CSV: {e}"))
                .at(Location::file(file));
            return finish(r, vec![d]);
        }
    };
    if t.rows.is_empty() {
        r.error_info.fatal.push(format!("{PLAN_FILE} 为空"));
        let d = Diagnostic::new(all_codes::RACKS_EMPTY, Category::Fatal, format!("{file} has no data row")).at(Location::file(file));
        return finish(r, vec![d]);
    }
    let data = match &case.data {
        Ok(d) => d,
        Err(e) => return data_failed(r, e),
    };
    match evaluate::check(data, &entries(&t), file) {
        Verdict::Exception(m, d) => {
            r.error_info.exception = Some(m);
            finish(r, vec![d])
        }
        Verdict::Violations(ms, total, ds) => {
            r.error_info.hard_violations = ms;
            r.error_info.total = total;
            finish(r, ds)
        }
        Verdict::Valid(o) => {
            let quality = if o.total > 0.0 { case.reference / o.total } else { 0.0 };
            r.valid = true;
            r.validity_score = 1.0;
            r.n_allocated = Some(o.allocs.len());
            r.n_unassigned = Some(o.unassigned.len());
            r.n_batches = Some(o.batches.len());
            r.player_objective = Some(crate::round::py_round(o.total, 6));
            r.quality_score = crate::round::py_round(quality, 6);
            r.overall_score = r.quality_score;
            r.rack_views = rack_views(data, &o);
            r.placements = o
                .allocs
                .into_iter()
                .map(|a| {
                    let s = &data.servers[&a.server];
                    RacksPlacement {
                        height: s.height,
                        power: s.power,
                        server: a.server,
                        rack: a.rack,
                        batch: a.batch,
                        pos: a.pos,
                        terms: a.terms.to_vec(),
                    }
                })
                .collect();
            finish(r, Vec::new())
        }
    }
}

/// A plan as `solution.csv` in the public examples' form (what the site's edited plan
/// downloads as, byte for byte): the header, then a row per server of `server_id,
/// rack_id, pos, allocation_status, batch`, a field quoted only when it must be (the
/// csv module's minimal quoting: a comma, a quote or a line break in it).
pub fn solution_csv(rows: &[[String; 5]]) -> String {
    let field = |f: &String| {
        if f.contains([',', '"', '\n', '\r']) {
            format!("\"{}\"", f.replace('"', "\"\""))
        } else {
            f.clone()
        }
    };
    let mut out = String::from("server_id,rack_id,pos,allocation_status,batch\n");
    for r in rows {
        out.push_str(&r.iter().map(field).collect::<Vec<_>>().join(","));
        out.push('\n');
    }
    out
}

/// A plan's rows as [`solution_csv`] writes them back: each row's five fields by the
/// header's names, as the csv module reads them (a field the row lacks is empty);
/// `None` when the file is not text the evaluator reads.
pub fn plan_rows(bytes: &[u8]) -> Option<Vec<[String; 5]>> {
    let t = data::read_csv(bytes).ok()?;
    let names = ["server_id", "rack_id", "pos", "allocation_status", "batch"];
    Some(t.rows.iter().map(|r| names.map(|n| t.get(r, n).unwrap_or_default().to_string())).collect())
}

/// Every (batch, rack) the placements use, in the order they first do.
fn rack_views(data: &Data, o: &Outcome) -> Vec<RacksRackView> {
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    let num = |p: &String| (p.len(), p.clone());
    for a in &o.allocs {
        if !seen.insert((a.batch.as_str(), a.rack.as_str())) {
            continue;
        }
        let rk = &data.racks[&a.rack];
        let mut slots: Vec<&String> = rk.units.keys().collect();
        slots.sort_by_key(|p| num(p));
        let added: f64 = o.allocs.iter().filter(|b| b.batch == a.batch && b.rack == a.rack).map(|b| data.servers[&b.server].power).sum();
        out.push(RacksRackView {
            batch: a.batch.clone(),
            rack: a.rack.clone(),
            attr: rk.attr.clone(),
            rated_power: rk.rated_power,
            used_before: rk.used_power,
            used_after: rk.used_power + added,
            lit_before: rk.state == 1.0,
            taken: slots.iter().filter(|p| rk.units[**p] == 1.0).map(|p| p.to_string()).collect(),
            slots: slots.into_iter().cloned().collect(),
        });
    }
    out
}

fn finish(mut r: RacksReport, diagnostics: Vec<Diagnostic>) -> RacksReport {
    let diagnostics: Vec<Diagnostic> = diagnostics.into_iter().map(Diagnostic::with_code_hint).collect();
    r.diagnostic_groups = group(&diagnostics);
    r.diagnostics = diagnostics;
    r
}

/// The evaluator raised on the case's data (after reading a plan with rows).
fn data_failed(mut r: RacksReport, e: &DataError) -> RacksReport {
    r.error_info.exception = Some(e.error.clone());
    let data = match e.row {
        Some(row) => format!("{} (row {row})", e.file),
        None => e.file.clone(),
    };
    let m = format!("the case's {data} makes the evaluator raise \"{}\" before it checks a plan", e.error);
    let mut loc = Location::file(e.file.clone());
    if let Some(row) = e.row {
        loc = loc.index("entry", row - 1);
    }
    finish(r, vec![Diagnostic::new(all_codes::RACKS_BAD_DATA, Category::Exception, m).at(loc)])
}

fn empty(case: &RacksCase, file: &str) -> RacksReport {
    let data = case.data.as_ref().ok();
    RacksReport {
        kind: "racks".into(),
        file: file.into(),
        validity_score: 0.0,
        quality_score: 0.0,
        overall_score: 0.0,
        error_info: RacksErrorInfo::default(),
        reference_value: case.reference,
        n_allocated: None,
        n_unassigned: None,
        n_batches: None,
        player_objective: None,
        valid: false,
        n_servers: data.map_or(0, |d| d.servers.len()),
        n_racks: data.map_or(0, |d| d.racks.len()),
        placements: Vec::new(),
        rack_views: Vec::new(),
        diagnostics: Vec::new(),
        diagnostic_groups: Vec::new(),
    }
}

/// The report for a file that cannot be read: the server's `缺 solution.csv` (it looks
/// for the plan before it reads the data).
pub fn grade_missing(case: &RacksCase, file: &str, why: &str) -> RacksReport {
    let mut r = empty(case, file);
    r.error_info.fatal.push(format!("缺 {PLAN_FILE}"));
    let d =
        Diagnostic::new(all_codes::RACKS_FILE_NOT_FOUND, Category::Fatal, format!("cannot read {file}: {why}")).at(Location::file(file));
    finish(r, vec![d])
}
