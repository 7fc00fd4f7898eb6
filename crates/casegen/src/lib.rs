//! # casegen: the public example cases, rebuilt from fixed seeds
//!
//! `cargo run -p casegen` rebuilds every folder of `cases-public/` byte for byte:
//! synthetic case data made here (never copied from a third-party case), the reference
//! solution, and example submissions named for what they teach. The format is
//! documented in `cases-public/README.md`.
//!
//! * [`rng`]: a tiny deterministic PRNG (SplitMix64), `libm` for transcendental
//!   functions, fixed decimals in every file: the same bytes on every machine.
//! * [`solver`]: the routing reference solver, reusable on any `customers.csv`
//!   (`casegen solve`).
//! * [`routing_city`]: the `routing-city` case.
//! * [`scorecard_credit`]: the `scorecard-credit` case, with [`model`]'s two models.
//! * [`uplift_cases`]: two uplift engagements shaped like FDE-Gym's.
//! * [`prediction`]: five forecasting and regression cases of the `prediction` kind.
//! * [`hydro_valley`]: a hydropower cascade shaped like FDE-Bench 029, with its solver.
//! * [`rack_hall`]: a server hall shaped like FDE-Bench 045, with its greedy solver.
//! * [`slitting_mill`]: a silicon-steel slitting case shaped like FDE-Bench 012.
//! * [`cold_mill`]: a cold-rolling coil sequence shaped like FDE-Bench 017.
//! * [`quay_line`]: quay cranes over a berth line shaped like FDE-Bench 024.
//! * [`flour_store`]: a flour warehouse's day of forklift trips shaped like FDE-Bench 039.
//! * [`tanker_day`]: a day of fuel tankers' trips shaped like FDE-Bench 049.
//! * [`container_load`]: three SKUs in a 20 ft container shaped like FDE-Bench 026.
//! * [`machine_shop`]: eight orders through turning, milling and inspection shaped like FDE-Bench 016.
//! * [`energy_park`]: a wind, solar, thermal and storage plant's year shaped like
//!   FDE-Bench 048.
//! * [`i18n`]: the cases' words in zh, ko and id (`i18n/<case>.json`), and their check.

pub mod cold_mill;
pub mod container_load;
pub mod energy_park;
pub mod flour_store;
pub mod hydro_valley;
pub mod i18n;
pub mod machine_shop;
pub mod model;
pub mod out;
mod plan_example;
pub mod prediction;
pub mod quay_line;
pub mod rack_hall;
pub mod rng;
pub mod routing_city;
pub mod scorecard_credit;
pub mod slitting_mill;
pub mod solver;
pub mod tanker_day;
pub mod uplift_cases;

use out::Files;

/// Every generated file, by path relative to `cases-public/`.
pub fn generate_all() -> Files {
    let mut files = Files::new();
    routing_city::generate(&mut files);
    scorecard_credit::generate(&mut files);
    uplift_cases::generate(&mut files);
    prediction::generate(&mut files);
    hydro_valley::generate(&mut files);
    rack_hall::generate(&mut files);
    slitting_mill::generate(&mut files);
    cold_mill::generate(&mut files);
    energy_park::generate(&mut files);
    quay_line::generate(&mut files);
    flour_store::generate(&mut files);
    tanker_day::generate(&mut files);
    container_load::generate(&mut files);
    machine_shop::generate(&mut files);
    files
}
