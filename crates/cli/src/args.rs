//! Command-line arguments, parsed by hand (a handful of flags).

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Routing,
    Scorecard,
    Uplift,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Json,
    Table,
}

#[derive(Debug, Clone)]
pub struct Args {
    pub kind: Kind,
    pub case: Option<String>,
    pub customers: Option<String>,
    pub truth: Option<String>,
    pub reference: Option<f64>,
    pub contact_cost: Option<f64>,
    pub ask_log: Option<String>,
    pub people: Option<String>,
    pub variants: Option<String>,
    pub variant: Option<String>,
    pub ledger: Option<String>,
    pub ledger_head: Option<String>,
    pub meta: Option<String>,
    pub aggregate: bool,
    pub format: Format,
    pub inputs: Vec<String>,
}

impl Args {
    pub fn parse(argv: &[String]) -> Result<Args, String> {
        let kind = match argv[0].as_str() {
            "routing" => Kind::Routing,
            "scorecard" => Kind::Scorecard,
            "uplift" => Kind::Uplift,
            other => return Err(format!("unknown case kind `{other}` (expected routing, scorecard or uplift); see --help")),
        };
        let mut a = Args {
            kind,
            case: None,
            customers: None,
            truth: None,
            reference: None,
            contact_cost: None,
            ask_log: None,
            people: None,
            variants: None,
            variant: None,
            ledger: None,
            ledger_head: None,
            meta: None,
            aggregate: false,
            format: Format::Json,
            inputs: Vec::new(),
        };
        let mut it = argv[1..].iter();
        while let Some(arg) = it.next() {
            let (flag, inline) = match arg.split_once('=') {
                Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
                _ => (arg.as_str(), None),
            };
            let mut value = |name: &str| -> Result<String, String> {
                inline.clone().or_else(|| it.next().cloned()).ok_or_else(|| format!("{name} needs a value"))
            };
            let number = |name: &str, v: String| -> Result<f64, String> {
                v.trim().parse::<f64>().ok().filter(|x| x.is_finite()).ok_or_else(|| format!("{name} must be a number, got `{v}`"))
            };
            match flag {
                "--case" => a.case = Some(value(flag)?),
                "--customers" if kind == Kind::Routing => a.customers = Some(value(flag)?),
                "--truth" if kind == Kind::Scorecard => a.truth = Some(value(flag)?),
                "--reference-cost" if kind == Kind::Routing => a.reference = Some(number(flag, value(flag)?)?),
                "--reference-value" if kind == Kind::Scorecard => a.reference = Some(number(flag, value(flag)?)?),
                "--contact-cost" if kind == Kind::Uplift => a.contact_cost = Some(number(flag, value(flag)?)?),
                "--ask-log" if kind == Kind::Uplift => a.ask_log = Some(value(flag)?),
                "--people" if kind == Kind::Uplift => a.people = Some(value(flag)?),
                "--aggregate" if kind == Kind::Uplift => a.aggregate = true,
                "--variants" if kind == Kind::Uplift => a.variants = Some(value(flag)?),
                "--variant" if kind == Kind::Uplift => a.variant = Some(value(flag)?),
                "--ledger" if kind == Kind::Uplift => a.ledger = Some(value(flag)?),
                "--ledger-head" if kind == Kind::Uplift => a.ledger_head = Some(value(flag)?),
                "--meta" if kind == Kind::Uplift => a.meta = Some(value(flag)?),
                "--format" => {
                    a.format = match value(flag)?.as_str() {
                        "json" => Format::Json,
                        "table" => Format::Table,
                        other => return Err(format!("--format must be json or table, got `{other}`")),
                    }
                }
                f if f.starts_with("--") => return Err(format!("unknown option `{f}` for `{}`; see --help", argv[0])),
                _ => a.inputs.push(arg.clone()),
            }
        }
        if a.contact_cost.is_some() && a.ask_log.is_some() {
            return Err("give either --contact-cost or --ask-log, not both".into());
        }
        if a.people.is_some() && a.ask_log.is_none() {
            return Err("--people prices an ask log: give --ask-log too".into());
        }
        Ok(a)
    }
}
