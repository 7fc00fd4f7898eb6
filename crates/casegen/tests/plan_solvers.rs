//! The coil and energy reference solvers on small inputs of our own, checked with the
//! grader: the coil solver finds the known best order, the energy solver's year keeps
//! every store in range and beats leaving the stores idle.

use casegen::solver;
use grader::coil::{self, data};
use grader::energy::{simulate, Series, HOURS};

const CATALOG: &str = "grade_id,category_id,roll_size,front_width_mm\nA,CATEGORY_001,small,\nB,CATEGORY_002,small,\nC,CATEGORY_003,small,\nF,CATEGORY_004,large,1300\n";

/// Five coils: the front one, and A, C that clash unless B stands between them; widths
/// falling in the one order that keeps every rule.
const PLAN: &str = "出口材料号,钢种,出口材料厚度,出口材料宽度,优化前切边标记\nc1,C,1.00,1200,切边\nc2,A,1.00,1000,切边\nc3,B,1.00,1150,切边\nf1,F,1.00,1300,切边\nc4,A,1.00,1100,切边\n";

#[test]
fn coil_solver_bridges_and_sorts() {
    let coils = data::load(CATALOG.as_bytes(), PLAN.as_bytes()).unwrap();
    let order = solver::coil::solve(&coils);
    let ids: Vec<&str> = order.iter().map(|&i| coils.coils[i].id.as_str()).collect();
    // Front first, then widest first with B bridging C to A: 0 breaks, 0 rises, 4 groups.
    assert_eq!(ids, ["f1", "c1", "c3", "c4", "c2"]);
    assert_eq!(solver::coil::penalty(&coils, &order), 4);
    let case = coil::CoilCase { coils: Ok(coils.clone()), reference: 4.0 };
    let text = format!("{{\"sequence\": {:?}}}", ids);
    assert_eq!(coil::grade(&case, text.as_bytes(), "solution.json").overall_score, 1.0);
}

/// A year of alternating windy and calm days, sun at noon, a flat load.
fn series() -> Series {
    let rows = HOURS + 1;
    let wind = (0..rows).map(|r| if (r / 24) % 2 == 0 { 12.0 } else { 2.0 }).collect();
    let pv = (0..rows).map(|r| if (10..15).contains(&(r % 24)) { 800.0 } else { 0.0 }).collect();
    Series { wind, pv, load: vec![3.0e8; rows], temp: vec![293.15; rows] }
}

#[test]
fn energy_solver_keeps_the_stores_in_range_and_earns_more() {
    let s = series();
    let reference = solver::energy::solve(&s);
    let idle = solver::energy::idle(solver::energy::follow(&solver::energy::net(&s)));
    let (a, b) = (simulate(&reference, &s), simulate(&idle, &s));
    assert!(a.breaches.is_empty() && a.crash.is_none());
    assert!(a.total_income > b.total_income, "{} <= {}", a.total_income, b.total_income);
    // It charges on windy days and discharges on calm ones.
    assert!(reference.battery[..24].iter().any(|u| *u < 0.0) && reference.battery[24..48].iter().any(|u| *u > 0.0));
    assert!(reference.caes.iter().all(|v| *v == 0.0 || (-1.0..=-0.33).contains(v) || (0.86..=1.0).contains(v)));
}
