//! The energy coach: for a plan graded valid, the year's cash flow by term (the
//! evaluator's signs: the load's revenue, the grid's sales and purchases, the thermal
//! unit's fuel, wind and PV as costs, storage charging credited and discharging
//! debited, the bus penalty), the costs largest first with their share, and how much of
//! each store's range the year used. The numbers are the report's: nothing is graded
//! again. The site's coach and `fde-grade coach energy` both show it.

use serde::Serialize;

use super::EnergyReport;

/// One term of the year's cash flow (yuan).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Term {
    /// `pv`, `wind`, `thermal`, `load`, `battery`, `caes`, `grid`, `penalty`.
    pub term: String,
    pub amount: f64,
    /// Its share of the year's costs (negative terms), 0 for revenue.
    pub share: f64,
}

/// A store's lowest and highest state over the year against its range.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StoreUse {
    pub store: String,
    pub low: f64,
    pub high: f64,
    pub min: f64,
    pub max: f64,
}

/// What costs a valid energy plan most.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EnergyCoach {
    pub file: String,
    pub score: f64,
    /// The year's cash flow (the report's `player_objective`).
    pub income: f64,
    /// The costs summed (negative).
    pub costs: f64,
    /// Costs first (largest first, at most `limit`), then revenue.
    pub terms: Vec<Term>,
    pub stores: Vec<StoreUse>,
}

/// The coach for `report`; `None` when the plan is not valid (no cash flow is scored).
pub fn coach(report: &EnergyReport, limit: usize) -> Option<EnergyCoach> {
    if !report.valid {
        return None;
    }
    let cf = report.cash_flow.as_ref()?;
    let all = [
        ("pv", cf.pv),
        ("wind", cf.wind),
        ("thermal", cf.thermal),
        ("load", cf.load),
        ("battery", cf.battery),
        ("caes", cf.caes),
        ("grid", cf.grid),
        ("penalty", 0.0 - cf.penalty), // not `-`: no penalty is 0, not -0
    ];
    let costs: f64 = all.iter().map(|t| t.1).filter(|a| *a < 0.0).sum();
    let mut terms: Vec<Term> = all
        .iter()
        .map(|(t, a)| Term { term: (*t).into(), amount: *a, share: if *a < 0.0 && costs < 0.0 { a / costs } else { 0.0 } })
        .collect();
    // Costs first, the largest first; revenue after, the largest first.
    terms.sort_by(|a, b| {
        (a.amount >= 0.0).cmp(&(b.amount >= 0.0)).then(if a.amount < 0.0 {
            a.amount.total_cmp(&b.amount)
        } else {
            b.amount.total_cmp(&a.amount)
        })
    });
    terms.truncate(limit.max(1));
    let d = &report.daily;
    let fold = |v: &[f64], min: bool| {
        v.iter().copied().fold(if min { f64::INFINITY } else { f64::NEG_INFINITY }, |a, b| if min { a.min(b) } else { a.max(b) })
    };
    let ranges = [(0.1, 0.9), (0.6, 1.0), (0.05, 0.95), (0.05, 0.95)];
    let series = [(&d.battery_min, &d.battery_max), (&d.gas_min, &d.gas_max), (&d.hot_min, &d.hot_max), (&d.cold_min, &d.cold_max)];
    let stores = super::STORES
        .iter()
        .zip(ranges.iter().zip(series))
        .map(|((_, name), ((low, high), (lo, hi)))| StoreUse {
            store: (*name).into(),
            low: *low,
            high: *high,
            min: fold(lo, true),
            max: fold(hi, false),
        })
        .collect();
    Some(EnergyCoach {
        file: report.file.clone(),
        score: report.overall_score,
        income: report.player_objective.unwrap_or(f64::NAN),
        costs,
        terms,
        stores,
    })
}

impl EnergyCoach {
    /// `fde-grade coach energy --format table` in `lang` (the words: the kind's `cli.ftl`).
    pub fn table(&self, lang: i18n::Lang) -> String {
        use crate::float::fixed;
        use std::fmt::Write as _;
        let c = self;
        let mut s = String::new();
        let head = i18n::format(
            lang,
            "cli-coach-energy-head",
            &[("file", &c.file), ("score", &fixed(c.score, 6)), ("income", &fixed(c.income, 0)), ("costs", &fixed(c.costs, 0))],
        );
        let _ = writeln!(s, "{head}");
        for t in &c.terms {
            let term = i18n::format(lang, term_key(&t.term), &[]);
            let args = [
                ("term", format!("{term:<14}")),
                ("amount", format!("{:>16}", fixed(t.amount, 0))),
                ("share", format!("{:>5}", fixed(100.0 * t.share, 1))),
            ];
            let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
            let _ = writeln!(s, "  {}", i18n::format(lang, "cli-coach-energy-row", &args));
        }
        for u in &c.stores {
            let store = i18n::format(lang, store_key(&u.store), &[]);
            let args = [
                ("store", format!("{store:<14}")),
                ("min", fixed(u.min, 3)),
                ("max", fixed(u.max, 3)),
                ("low", fixed(u.low, 2)),
                ("high", fixed(u.high, 2)),
            ];
            let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
            let _ = writeln!(s, "  {}", i18n::format(lang, "cli-coach-energy-store", &args));
        }
        s
    }
}

/// Each term's word (keys written out: the words' tests find every key in the code).
fn term_key(term: &str) -> &'static str {
    match term {
        "pv" => "cli-coach-energy-term-pv",
        "wind" => "cli-coach-energy-term-wind",
        "thermal" => "cli-coach-energy-term-thermal",
        "load" => "cli-coach-energy-term-load",
        "battery" => "cli-coach-energy-term-battery",
        "caes" => "cli-coach-energy-term-caes",
        "grid" => "cli-coach-energy-term-grid",
        _ => "cli-coach-energy-term-penalty",
    }
}

fn store_key(store: &str) -> &'static str {
    match store {
        "battery" => "cli-coach-energy-store-battery",
        "gas" => "cli-coach-energy-store-gas",
        "hot" => "cli-coach-energy-store-hot",
        _ => "cli-coach-energy-store-cold",
    }
}
