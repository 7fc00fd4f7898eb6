//! The registry of case kinds: one line each (`Variant => its module::its Kind, feature = "its feature";`).
//! [`CaseKind`], [`CaseGrader`] and [`Report`] are made from it, and through them the
//! CLI's subcommands, the wasm package and the site's worker. See [`crate::kind`] for
//! how to add a kind.

crate::registry! {
    /// City delivery routing (FDE-Bench case 002 and cases shaped like it).
    Routing => routing::RoutingKind, feature = "routing";
    /// A credit scorecard (FDE-Bench case 031): AUC and band-aware KS.
    Scorecard => scorecard::ScorecardKind, feature = "scorecard";
    /// Uplift-scored engagements (FDE-Gym).
    Uplift => uplift::UpliftKind, feature = "uplift";
    /// Forecasting and regression cases described by their manifest (FDE-Bench's
    /// prediction family).
    Prediction => prediction::PredictionKind, feature = "prediction";
}
