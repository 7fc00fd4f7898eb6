//! The registry of case kinds: one line each (`Variant => its_crate::ItsKind as its_name,
//! feature = "its feature";`).
//! [`CaseKind`], [`CaseGrader`] and [`Report`] are made from it, and through them the
//! CLI's subcommands, the wasm package and the site's worker. See [`crate::kind`] for
//! how to add a kind.

crate::registry! {
    /// City delivery routing (FDE-Bench case 002 and cases shaped like it).
    Routing => kind_routing::RoutingKind as routing, feature = "routing";
    /// A credit scorecard (FDE-Bench case 031): AUC and band-aware KS.
    Scorecard => kind_scorecard::ScorecardKind as scorecard, feature = "scorecard";
    /// Uplift-scored engagements (FDE-Gym).
    Uplift => kind_uplift::UpliftKind as uplift, feature = "uplift";
    /// Forecasting and regression cases described by their manifest (FDE-Bench's
    /// prediction family).
    Prediction => kind_prediction::PredictionKind as prediction, feature = "prediction";
    /// Hydropower cascade dispatch (FDE-Bench case 029): reservoir levels, ecological
    /// flow and ramps, scored by the week's energy.
    Hydro => kind_hydro::HydroKind as hydro, feature = "hydro";
    /// Cold-rolling coil sequencing (FDE-Bench 017).
    Coil => kind_coil::CoilKind as coil, feature = "coil";
    /// Data-centre rack allocation (FDE-Bench 045): servers in racks and U slots, batch
    /// by batch.
    Racks => kind_racks::RacksKind as racks, feature = "racks";
    /// Silicon-steel slitting (FDE-Bench 012): mother coils cut into ordered widths.
    Slitting => kind_slitting::SlittingKind as slitting, feature = "slitting";
    /// A wind, solar, thermal and storage plant's year (FDE-Bench 048): 8,760 hourly
    /// controls, storage limits, scored by the year's cash flow.
    Energy => kind_energy::EnergyKind as energy, feature = "energy";
    /// Quay cranes over a berth line (FDE-Bench 024): each crane's work, moves and
    /// waits, scored by cranes used, then move seconds.
    Quay => kind_quay::QuayKind as quay, feature = "quay";
    /// A flour warehouse's day (FDE-Bench 039): forklift trips in, out and between bays,
    /// scored by mixed bays, then tons left over capacity, then tons moved.
    Stack => kind_stack::StackKind as stack, feature = "stack";
    /// Container packing with three SKUs (FDE-Bench 026): boxes in one container, read
    /// from an .xlsx, scored by the optional SKU's count.
    Pack => kind_pack::PackKind as pack, feature = "pack";
    /// APS scheduling from five tables (FDE-Bench 016): operations on devices over a
    /// work calendar, read from an .xlsx, scored by delay, then utilisation.
    Aps => kind_aps::ApsKind as aps, feature = "aps";
    /// Fuel tankers with compartments (FDE-Bench 049): trips of stations, orders and
    /// compartment loads, scored by the metres driven.
    Tank => kind_tank::TankKind as tank, feature = "tank";
}
