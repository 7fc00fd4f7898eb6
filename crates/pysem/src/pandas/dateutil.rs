//! dateutil's date-time parser as pandas 2.3.2 runs it: the lexer (`_timelex`), the
//! parser's `_parse` with the default `parserinfo` (English names, `dayfirst` and
//! `yearfirst` off, not fuzzy), read from the dateutil the peers' venv installs with
//! pandas 2.3.2 (`dateutil/parser/_parser.py` of python-dateutil 4.0.0, whose parser
//! is 2.9.0's but for Python 2 shims: the same behaviour whichever the server's image
//! resolved) and checked against it by experiment. Our own code: it reproduces
//! behaviour, not text.
//!
//! [`parse`] gives dateutil's `_result` (the fields the text names, before any
//! default fills the rest) or `None` where `_parse` gives `None` (it caught a
//! ValueError or IndexError). Only ASCII text and CJK letters ([`plain_letter`]) are
//! read: Python's `isalpha`, `isdigit` and `isspace` take many other characters, which
//! are refused (not reproduced).
//!
//! Two-digit years go through `convertyear`, which dateutil bases on the year its
//! parser was built in (`time.localtime()` when the module is imported): the caller
//! passes that year, and runs both years the server may have run in to see whether
//! the answer depends on it (see `pandas::datetime`).

/// A numeric token's value (Python's `Decimal` of it): the integer part (saturated far
/// beyond any field) and whether a fraction other than zero follows, with its digits.
#[derive(Debug, Clone, PartialEq)]
struct Dec {
    int: i128,
    /// Digits of the integer part, leading zeros left out (Decimal's precision is 28).
    int_digits: usize,
    frac: String,
}

/// The integer part at which values are saturated: beyond any `datetime` field.
const HUGE: i128 = 1 << 80;

impl Dec {
    fn read(token: &str) -> Option<Dec> {
        let (int, frac) = match token.split_once('.') {
            Some((i, f)) => (i, f),
            None => (token, ""),
        };
        if int.is_empty() || !int.bytes().all(|b| b.is_ascii_digit()) || !frac.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let int_digits = int.trim_start_matches('0').len();
        let int = int.bytes().fold(0i128, |a, b| (a * 10 + i128::from(b - b'0')).min(HUGE));
        Some(Dec { int, int_digits, frac: frac.to_string() })
    }
    fn has_frac(&self) -> bool {
        self.frac.bytes().any(|b| b != b'0')
    }
    /// `value <= n` for an integer n.
    fn le(&self, n: i128) -> bool {
        self.int < n || (self.int == n && !self.has_frac())
    }
    /// `value > n`.
    fn gt(&self, n: i128) -> bool {
        !self.le(n)
    }
    /// `int(60 * (value % 1))`, exact for fractions of up to 24 digits (Decimal's 28
    /// digits of precision round longer ones).
    fn sixtieths(&self) -> Result<i128, Stop> {
        if self.frac.len() > 24 {
            return Err(Stop::LongFraction);
        }
        let num: u128 = self.frac.parse().unwrap_or(0);
        Ok((num * 60 / 10u128.pow(self.frac.len() as u32)) as i128)
    }
}

/// Python's `int(text)` for the substrings dateutil converts: ASCII digits only.
fn int_of(s: &str) -> Result<i128, ()> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(());
    }
    Ok(s.bytes().fold(0i128, |a, b| (a * 10 + i128::from(b - b'0')).min(HUGE)))
}

/// Letters beyond ASCII read here: CJK ideographs, kana and Hangul syllables, which
/// Python's `isalpha` takes, `isdigit`/`isspace` do not, with no case to fold into
/// ASCII (other scripts' letters, digits and blanks are refused: Python's Unicode
/// classes are not reproduced).
pub fn plain_letter(c: char) -> bool {
    matches!(c, '\u{3040}'..='\u{30ff}' | '\u{3400}'..='\u{4dbf}' | '\u{4e00}'..='\u{9fff}' | '\u{ac00}'..='\u{d7a3}')
}

/// Text whose characters are ASCII or [`plain_letter`]s.
pub fn readable(text: &str) -> bool {
    text.chars().all(|c| c.is_ascii() || plain_letter(c))
}

fn is_word(c: char) -> bool {
    c.is_ascii_alphabetic() || plain_letter(c)
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r' | 0x1c..=0x1f)
}

/// `_timelex.split`: letters, digits (with the dots and commas between them), one
/// blank (any run of one whitespace character each) or one other character per token.
pub fn split(s: &str) -> Vec<String> {
    let chars: Vec<char> = s.chars().filter(|&c| c != '\0').collect();
    let mut out = Vec::new();
    let mut stack: std::collections::VecDeque<String> = Default::default();
    let mut pos = 0;
    loop {
        if let Some(t) = stack.pop_front() {
            out.push(t);
            continue;
        }
        if pos >= chars.len() {
            break;
        }
        #[derive(PartialEq, Clone, Copy)]
        enum St {
            Word,
            Num,
            WordDot,
            NumDot,
        }
        let mut seen_letters = false;
        let c = chars[pos];
        pos += 1;
        let mut token = String::from(c);
        let mut state = if is_word(c) {
            St::Word
        } else if c.is_ascii_digit() {
            St::Num
        } else {
            if c.is_ascii() && is_space(c as u8) {
                token = " ".into();
            }
            out.push(token);
            continue;
        };
        while pos < chars.len() {
            let n = chars[pos];
            let last = token.chars().next_back().unwrap_or(' ');
            let take = match state {
                St::Word => {
                    seen_letters = true;
                    if is_word(n) {
                        true
                    } else if n == '.' {
                        state = St::WordDot;
                        true
                    } else {
                        false
                    }
                }
                St::Num => {
                    if n.is_ascii_digit() {
                        true
                    } else if n == '.' || (n == ',' && token.len() >= 2) {
                        state = St::NumDot;
                        true
                    } else {
                        false
                    }
                }
                St::WordDot => {
                    seen_letters = true;
                    if n == '.' || is_word(n) {
                        true
                    } else if n.is_ascii_digit() && last == '.' {
                        state = St::NumDot;
                        true
                    } else {
                        false
                    }
                }
                St::NumDot => {
                    if n == '.' || n.is_ascii_digit() {
                        true
                    } else if is_word(n) && last == '.' {
                        state = St::WordDot;
                        true
                    } else {
                        false
                    }
                }
            };
            if !take {
                break;
            }
            token.push(n);
            pos += 1;
        }
        let dotted = matches!(state, St::WordDot | St::NumDot);
        if dotted && (seen_letters || token.matches('.').count() > 1 || token.ends_with(['.', ','])) {
            // re.split("([.,])", token): the pieces and the separators, empty ones dropped
            let mut pieces = Vec::new();
            let mut cur = String::new();
            for ch in token.chars() {
                if ch == '.' || ch == ',' {
                    pieces.push(std::mem::take(&mut cur));
                    pieces.push(ch.to_string());
                } else {
                    cur.push(ch);
                }
            }
            pieces.push(cur);
            token = pieces[0].clone();
            stack.extend(pieces.into_iter().skip(1).filter(|p| !p.is_empty()));
        }
        if state == St::NumDot && !token.contains('.') {
            token = token.replace(',', ".");
        }
        out.push(token);
    }
    out
}

const JUMP: &[&str] = &[" ", ".", ",", ";", "-", "/", "'", "at", "on", "and", "ad", "m", "t", "of", "st", "nd", "rd", "th"];
const WEEKDAYS: &[&[&str]] = &[
    &["mon", "monday"],
    &["tue", "tuesday"],
    &["wed", "wednesday"],
    &["thu", "thursday"],
    &["fri", "friday"],
    &["sat", "saturday"],
    &["sun", "sunday"],
];
const MONTHS: &[&[&str]] = &[
    &["jan", "january"],
    &["feb", "february"],
    &["mar", "march"],
    &["apr", "april"],
    &["may"],
    &["jun", "june"],
    &["jul", "july"],
    &["aug", "august"],
    &["sep", "sept", "september"],
    &["oct", "october"],
    &["nov", "november"],
    &["dec", "december"],
];
const HMS: &[&[&str]] = &[&["h", "hour", "hours"], &["m", "minute", "minutes"], &["s", "second", "seconds"]];
const AMPM: &[&[&str]] = &[&["am", "a"], &["pm", "p"]];

fn lookup(table: &[&[&str]], name: &str) -> Option<usize> {
    let low = name.to_ascii_lowercase();
    table.iter().position(|names| names.contains(&low.as_str()))
}

fn jump(name: &str) -> bool {
    JUMP.contains(&name.to_ascii_lowercase().as_str())
}

pub fn weekday(name: &str) -> Option<usize> {
    lookup(WEEKDAYS, name)
}

/// The month a name gives (1-12).
pub fn month(name: &str) -> Option<i128> {
    lookup(MONTHS, name).map(|m| m as i128 + 1)
}

fn hms(name: &str) -> Option<usize> {
    lookup(HMS, name)
}

fn ampm(name: &str) -> Option<usize> {
    lookup(AMPM, name)
}

fn utczone(name: &str) -> bool {
    matches!(name.to_ascii_lowercase().as_str(), "utc" | "gmt" | "z")
}

/// Whether dateutil may read a two-digit year 75 from `text`, the one whose century
/// differs between a parser built in 2025 and one built in 2026 (a cheap test: a run of
/// digits worth 75, or a six-digit run `YYMMDD`-like with `75` in one of its pairs).
pub fn may_read_75(text: &str) -> bool {
    text.split(|c: char| !c.is_ascii_digit())
        .any(|run| run.trim_start_matches('0') == "75" || (run.len() == 6 && (0..3).any(|k| &run[2 * k..2 * k + 2] == "75")))
}

/// `convertyear`: a year under 100 without its century, within 50 years of `now`.
fn convert_year(year: i128, century_specified: bool, now: i128) -> i128 {
    if year < 100 && !century_specified {
        let mut y = year + now / 100 * 100;
        if y >= now + 50 {
            y -= 100;
        } else if y < now - 50 {
            y += 100;
        }
        y
    } else {
        year
    }
}

/// dateutil's `_result`: what the text names.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Parsed {
    pub year: Option<i128>,
    pub month: Option<i128>,
    pub day: Option<i128>,
    pub weekday: Option<usize>,
    pub hour: Option<i128>,
    pub minute: Option<i128>,
    pub second: Option<i128>,
    pub microsecond: Option<i128>,
    pub tzname: Option<String>,
    /// Seconds east of UTC.
    pub tzoffset: Option<i128>,
    pub ampm: Option<usize>,
}

/// A date's year, month and day, each if known.
type YearMonthDay = (Option<i128>, Option<i128>, Option<i128>);

/// The year/month/day values met so far (`_ymd`).
#[derive(Default)]
struct Ymd {
    vals: Vec<i128>,
    century_specified: bool,
    y: Option<usize>,
    m: Option<usize>,
    d: Option<usize>,
}

#[derive(Clone, Copy, PartialEq)]
enum Label {
    None,
    Y,
    M,
}

/// A value `_ymd.append` is given: a token's text, or a number.
enum Val<'a> {
    Text(&'a str),
    Num(&'a Dec),
    Int(i128),
}

impl Ymd {
    fn append(&mut self, v: Val, label: Label) -> Result<(), ()> {
        let mut label = label;
        let n = match v {
            Val::Text(s) => {
                if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) && s.len() > 2 {
                    self.century_specified = true;
                    if label != Label::None && label != Label::Y {
                        return Err(());
                    }
                    label = Label::Y;
                }
                int_of(s)?
            }
            Val::Num(d) => {
                if d.gt(100) {
                    self.century_specified = true;
                    if label != Label::None && label != Label::Y {
                        return Err(());
                    }
                    label = Label::Y;
                }
                d.int
            }
            Val::Int(i) => {
                if i > 100 {
                    self.century_specified = true;
                    if label != Label::None && label != Label::Y {
                        return Err(());
                    }
                    label = Label::Y;
                }
                i
            }
        };
        self.vals.push(n);
        let at = self.vals.len() - 1;
        match label {
            Label::M => {
                if self.m.is_some() {
                    return Err(());
                }
                self.m = Some(at);
            }
            Label::Y => {
                if self.y.is_some() {
                    return Err(());
                }
                self.y = Some(at);
            }
            Label::None => {}
        }
        Ok(())
    }

    fn could_be_day(&self, v: &Dec) -> bool {
        if self.d.is_some() {
            return false;
        }
        let Some(m) = self.m else { return v.int >= 1 && v.le(31) };
        let month = self.vals[m];
        let year = self.y.map_or(2000, |y| self.vals[y]);
        v.int >= 1 && v.le(i128::from(days_in(year, month)))
    }

    /// `resolve_ymd(yearfirst=False, dayfirst)`.
    fn resolve(&self, dayfirst: bool) -> Result<YearMonthDay, ()> {
        let v = &self.vals;
        let n = v.len();
        let labelled = [self.y, self.m, self.d].iter().filter(|x| x.is_some()).count();
        if (n == labelled && n > 0) || (n == 3 && labelled == 2) {
            let (mut y, mut m, mut d) = (self.y, self.m, self.d);
            if n == 3 && labelled == 2 {
                let missing = (0..3).find(|i| ![y, m, d].contains(&Some(*i))).ok_or(())?;
                if y.is_none() {
                    y = Some(missing);
                } else if m.is_none() {
                    m = Some(missing);
                } else {
                    d = Some(missing);
                }
            }
            return Ok((y.map(|i| v[i]), m.map(|i| v[i]), d.map(|i| v[i])));
        }
        let (mut year, mut month, mut day) = (None, None, None);
        if n > 3 {
            return Err(());
        } else if n == 1 || (self.m.is_some() && n == 2) {
            let other = match self.m {
                Some(mi) => {
                    month = Some(v[mi]);
                    v[(mi + n - 1) % n]
                }
                None => v[0],
            };
            if n > 1 || self.m.is_none() {
                if other > 31 {
                    year = Some(other);
                } else {
                    day = Some(other);
                }
            }
        } else if n == 2 {
            if v[0] > 31 {
                (year, month) = (Some(v[0]), Some(v[1]));
            } else if v[1] > 31 {
                (month, year) = (Some(v[0]), Some(v[1]));
            } else if dayfirst && v[1] <= 12 {
                (day, month) = (Some(v[0]), Some(v[1]));
            } else {
                (month, day) = (Some(v[0]), Some(v[1]));
            }
        } else if n == 3 {
            let (a, b, c) = (Some(v[0]), Some(v[1]), Some(v[2]));
            match self.m {
                Some(0) => {
                    if v[1] > 31 {
                        (month, year, day) = (a, b, c);
                    } else {
                        (month, day, year) = (a, b, c);
                    }
                }
                Some(1) => {
                    if v[0] > 31 {
                        (year, month, day) = (a, b, c);
                    } else {
                        (day, month, year) = (a, b, c);
                    }
                }
                Some(2) => {
                    if v[1] > 31 {
                        (day, year, month) = (a, b, c);
                    } else {
                        (year, day, month) = (a, b, c);
                    }
                }
                _ => {
                    if v[0] > 31 || self.y == Some(0) {
                        if dayfirst && v[2] <= 12 {
                            (year, day, month) = (a, b, c);
                        } else {
                            (year, month, day) = (a, b, c);
                        }
                    } else if v[0] > 12 || (dayfirst && v[1] <= 12) {
                        (day, month, year) = (a, b, c);
                    } else {
                        (month, day, year) = (a, b, c);
                    }
                }
            }
        }
        Ok((year, month, day))
    }
}

/// `calendar.monthrange(year, month)[1]` for a month 1-12.
pub fn days_in(year: i128, month: i128) -> u32 {
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// `_parsems`: `S[.F]` as (seconds, microseconds).
fn parse_ms(s: &str) -> Result<(i128, i128), ()> {
    match s.split_once('.') {
        None => Ok((int_of(s)?, 0)),
        Some((i, f)) => {
            if f.contains('.') {
                return Err(());
            }
            let f6: String = f.chars().chain(std::iter::repeat('0')).take(6).collect();
            Ok((int_of(i)?, int_of(&f6)?))
        }
    }
}

/// Why `_parse` stops: its ValueError, IndexError or Decimal's InvalidOperation (no
/// reading), or a number this grader does not read as Decimal would.
enum Stop {
    Fail,
    LongFraction,
}

impl From<()> for Stop {
    fn from(_: ()) -> Stop {
        Stop::Fail
    }
}

/// `value % 1` is possible: Decimal raises InvalidOperation for an integer part beyond
/// its 28 digits of precision (pandas then has no reading: as `_parse`'s `None`).
fn rem_one(v: &Dec) -> Result<(), ()> {
    if v.int_digits > 28 {
        Err(())
    } else {
        Ok(())
    }
}

/// `_parse_min_sec`.
fn min_sec(v: &Dec) -> Result<(i128, Option<i128>), Stop> {
    rem_one(v)?;
    Ok((v.int, if v.has_frac() { Some(v.sixtieths()?) } else { None }))
}

fn could_be_tzname(r: &Parsed, token: &str) -> bool {
    r.hour.is_some()
        && r.tzname.is_none()
        && r.tzoffset.is_none()
        && token.len() <= 5
        && (token.bytes().all(|b| b.is_ascii_uppercase()) || matches!(token, "UTC" | "GMT" | "Z" | "z"))
}

fn adjust_ampm(hour: i128, ampm: usize) -> i128 {
    if hour < 12 && ampm == 1 {
        hour + 12
    } else if hour == 12 && ampm == 0 {
        0
    } else {
        hour
    }
}

/// Why a text is not read here (the caller's `case/unsupported`).
pub type NotReproduced = String;

/// `parser()._parse(text, dayfirst=dayfirst)` with the parser built in `year_now`:
/// `Ok(None)` where dateutil gives `None`.
pub fn parse(text: &str, dayfirst: bool, year_now: i128) -> Result<Option<Parsed>, NotReproduced> {
    if !readable(text) {
        return Err(format!("`{text}`: text beyond ASCII, which dateutil reads with Unicode's letters and digits"));
    }
    let mut l = split(text);
    // Python's float() reads these words: dateutil then fails on their Decimal.
    let mut r = Parsed::default();
    let mut ymd = Ymd::default();
    match parse_tokens(&mut l, &mut r, &mut ymd, year_now) {
        Ok(()) => {}
        Err(Stop::Fail) => return Ok(None),
        Err(Stop::LongFraction) => {
            return Err(format!("`{text}`: a fraction of more than 24 digits in minutes or hours (Decimal's precision decides it)"))
        }
    }
    let Ok((year, month, day)) = ymd.resolve(dayfirst) else { return Ok(None) };
    r.year = year.map(|y| convert_year(y, ymd.century_specified, year_now));
    r.month = month;
    r.day = day;
    // validate: `Z` and zero offsets are UTC, a UTC name's offset is zero
    if (r.tzoffset == Some(0) && r.tzname.as_deref().is_none_or(str::is_empty)) || matches!(r.tzname.as_deref(), Some("Z" | "z")) {
        r.tzname = Some("UTC".into());
        r.tzoffset = Some(0);
    } else if r.tzoffset != Some(0) && r.tzname.as_deref().is_some_and(|n| !n.is_empty() && utczone(n)) {
        r.tzoffset = Some(0);
    }
    Ok(Some(r))
}

/// The loop of `_parse`; `Err` for its ValueError and IndexError.
fn parse_tokens(l: &mut [String], r: &mut Parsed, ymd: &mut Ymd, year_now: i128) -> Result<(), Stop> {
    let n = l.len();
    let mut i = 0;
    while i < n {
        let t = l[i].clone();
        let lower = t.to_ascii_lowercase();
        if Dec::read(&t).is_some() || matches!(lower.as_str(), "nan" | "inf" | "infinity") {
            i = numeric_token(l, i, r, ymd)?;
        } else if let Some(w) = weekday(&t) {
            r.weekday = Some(w);
        } else if let Some(m) = month(&t) {
            ymd.append(Val::Int(m), Label::M)?;
            if i + 1 < n {
                if l[i + 1] == "-" || l[i + 1] == "/" {
                    let sep = l[i + 1].clone();
                    ymd.append(Val::Text(l.get(i + 2).ok_or(())?), Label::None)?;
                    if i + 3 < n && l[i + 3] == sep {
                        ymd.append(Val::Text(l.get(i + 4).ok_or(())?), Label::None)?;
                        i += 2;
                    }
                    i += 2;
                } else if i + 4 < n && l[i + 1] == " " && l[i + 3] == " " && l[i + 2].eq_ignore_ascii_case("of") {
                    let y = &l[i + 4];
                    if !y.is_empty() && y.bytes().all(|b| b.is_ascii_digit()) {
                        let year = convert_year(int_of(y)?, false, year_now);
                        ymd.append(Val::Text(&year.to_string()), Label::Y)?;
                    }
                    i += 4;
                }
            }
        } else if let Some(a) = ampm(&t) {
            let Some(h) = r.hour else { return Err(Stop::Fail) };
            if !(0..=12).contains(&h) {
                return Err(Stop::Fail);
            }
            r.hour = Some(adjust_ampm(h, a));
            r.ampm = Some(a);
        } else if could_be_tzname(r, &t) {
            r.tzoffset = if utczone_exact(&t) { Some(0) } else { None };
            r.tzname = Some(t.clone());
            if i + 1 < n && (l[i + 1] == "+" || l[i + 1] == "-") {
                l[i + 1] = if l[i + 1] == "+" { "-".into() } else { "+".into() };
                r.tzoffset = None;
                if utczone(&t) {
                    r.tzname = None;
                }
            }
        } else if r.hour.is_some() && (t == "+" || t == "-") {
            let sign = if t == "+" { 1 } else { -1 };
            let next = l.get(i + 1).ok_or(())?.clone();
            if !next.is_ascii() {
                // int() of a CJK letter fails whichever branch takes it
                return Err(Stop::Fail);
            }
            let (h, m) = if next.len() == 4 {
                (int_of(&next[..2])?, int_of(&next[2..])?)
            } else if i + 2 < n && l[i + 2] == ":" {
                let m = int_of(l.get(i + 3).ok_or(())?)?;
                i += 2;
                (int_of(&next)?, m)
            } else if next.len() <= 2 {
                (int_of(&next)?, 0)
            } else {
                return Err(Stop::Fail);
            };
            r.tzoffset = Some(sign * (h * 3600 + m * 60));
            if i + 5 < n && jump(&l[i + 2]) && l[i + 3] == "(" && l[i + 5] == ")" && l[i + 4].len() >= 3 && {
                let probe = Parsed { tzoffset: None, ..r.clone() };
                could_be_tzname(&probe, &l[i + 4])
            } {
                r.tzname = Some(l[i + 4].clone());
                i += 4;
            }
            i += 1;
        } else if !jump(&t) {
            return Err(Stop::Fail);
        }
        i += 1;
    }
    Ok(())
}

/// `parserinfo.tzoffset`'s test: the lower-cased table looked up with the name as is.
fn utczone_exact(name: &str) -> bool {
    matches!(name, "utc" | "gmt" | "z")
}

/// `_parse_numeric_token`: the index of the last token it used.
fn numeric_token(l: &[String], idx: usize, r: &mut Parsed, ymd: &mut Ymd) -> Result<usize, Stop> {
    let repr = l[idx].as_str();
    let v = Dec::read(repr).ok_or(())?; // nan, inf: Decimal is not finite
    let len_li = repr.len();
    let n = l.len();
    let mut idx = idx;
    if ymd.vals.len() == 3
        && (len_li == 2 || len_li == 4)
        && r.hour.is_none()
        && (idx + 1 >= n || (l[idx + 1] != ":" && hms(&l[idx + 1]).is_none()))
    {
        r.hour = Some(int_of(&repr[..2])?);
        if len_li == 4 {
            r.minute = Some(int_of(&repr[2..])?);
        }
    } else if len_li == 6 || (len_li > 6 && repr.find('.') == Some(6)) {
        if ymd.vals.is_empty() && !repr.contains('.') {
            ymd.append(Val::Text(&repr[..2]), Label::None)?;
            ymd.append(Val::Text(&repr[2..4]), Label::None)?;
            ymd.append(Val::Text(&repr[4..]), Label::None)?;
        } else {
            r.hour = Some(int_of(&repr[..2])?);
            r.minute = Some(int_of(&repr[2..4])?);
            let (s, us) = parse_ms(&repr[4..])?;
            r.second = Some(s);
            r.microsecond = Some(us);
        }
    } else if len_li == 8 || len_li == 12 || len_li == 14 {
        ymd.append(Val::Text(&repr[..4]), Label::Y)?;
        ymd.append(Val::Text(&repr[4..6]), Label::None)?;
        ymd.append(Val::Text(&repr[6..8]), Label::None)?;
        if len_li > 8 {
            r.hour = Some(int_of(&repr[8..10])?);
            r.minute = Some(int_of(&repr[10..12])?);
            if len_li > 12 {
                r.second = Some(int_of(&repr[12..])?);
            }
        }
    } else if let Some(h) = find_hms(idx, l) {
        let (new_idx, which) = if h > idx { (h, hms(&l[h]).ok_or(())?) } else { (idx, hms(&l[h]).ok_or(())? + 1) };
        idx = new_idx;
        match which {
            0 => {
                r.hour = Some(v.int);
                rem_one(&v)?;
                if v.has_frac() {
                    r.minute = Some(v.sixtieths()?);
                }
            }
            1 => {
                let (m, s) = min_sec(&v)?;
                r.minute = Some(m);
                r.second = s;
            }
            2 => {
                let (s, us) = parse_ms(repr)?;
                r.second = Some(s);
                r.microsecond = Some(us);
            }
            _ => {}
        }
    } else if idx + 2 < n && l[idx + 1] == ":" {
        r.hour = Some(v.int);
        let m = Dec::read(&l[idx + 2]).ok_or(())?;
        let (mi, s) = min_sec(&m)?;
        r.minute = Some(mi);
        r.second = s;
        if idx + 4 < n && l[idx + 3] == ":" {
            let (s, us) = parse_ms(&l[idx + 4])?;
            r.second = Some(s);
            r.microsecond = Some(us);
            idx += 2;
        }
        idx += 2;
    } else if idx + 1 < n && matches!(l[idx + 1].as_str(), "-" | "/" | ".") {
        let sep = l[idx + 1].clone();
        ymd.append(Val::Text(repr), Label::None)?;
        if idx + 2 < n && !jump(&l[idx + 2]) {
            let t2 = &l[idx + 2];
            if !t2.is_empty() && t2.bytes().all(|b| b.is_ascii_digit()) {
                ymd.append(Val::Text(t2), Label::None)?;
            } else {
                ymd.append(Val::Int(month(t2).ok_or(())?), Label::M)?;
            }
            if idx + 3 < n && l[idx + 3] == sep {
                let t4 = l.get(idx + 4).ok_or(())?;
                match month(t4) {
                    Some(m) => ymd.append(Val::Int(m), Label::M)?,
                    None => ymd.append(Val::Text(t4), Label::None)?,
                }
                idx += 2;
            }
            idx += 1;
        }
        idx += 1;
    } else if idx + 1 >= n || jump(&l[idx + 1]) {
        if let Some(a) = l.get(idx + 2).and_then(|t| ampm(t)) {
            r.hour = Some(adjust_ampm(v.int, a));
            idx += 1;
        } else {
            ymd.append(Val::Num(&v), Label::None)?;
        }
        idx += 1;
    } else if let Some(a) = ampm(&l[idx + 1]).filter(|_| v.int < 24) {
        r.hour = Some(adjust_ampm(v.int, a));
        idx += 1;
    } else if ymd.could_be_day(&v) {
        ymd.append(Val::Num(&v), Label::None)?;
    } else {
        return Err(Stop::Fail);
    }
    Ok(idx)
}

/// `_find_hms_idx(allow_jump=True)`.
fn find_hms(idx: usize, l: &[String]) -> Option<usize> {
    let n = l.len();
    if idx + 1 < n && hms(&l[idx + 1]).is_some() {
        Some(idx + 1)
    } else if idx + 2 < n && l[idx + 1] == " " && hms(&l[idx + 2]).is_some() {
        Some(idx + 2)
    } else if idx > 0 && hms(&l[idx - 1]).is_some() {
        Some(idx - 1)
    } else if 1 < idx && idx == n - 1 && l[idx - 1] == " " && hms(&l[idx - 2]).is_some() {
        Some(idx - 2)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lexes_as_dateutil() {
        let cases: &[(&str, &[&str])] = &[
            ("2024-09-01 ", &["2024", "-", "09", "-", "01", " "]),
            ("Sep.20.2009", &["Sep", ".", "20", ".", "2009"]),
            ("4:30:21.447", &["4", ":", "30", ":", "21.447"]),
            ("10,5", &["10.5"]),
            ("1,5", &["1", ",", "5"]),
            ("12:00:00 AM", &["12", ":", "00", ":", "00", " ", "AM"]),
            ("a.m.", &["a", ".", "m", "."]),
            ("2024.01.05", &["2024", ".", "01", ".", "05"]),
        ];
        for (s, want) in cases {
            assert_eq!(split(s), want.iter().map(|t| t.to_string()).collect::<Vec<_>>(), "{s}");
        }
    }

    #[test]
    fn parses_as_dateutil() {
        let p = parse("2020-08-02 12:00:00 AM", false, 2026).unwrap().unwrap();
        assert_eq!((p.year, p.month, p.day, p.hour, p.minute, p.second), (Some(2020), Some(8), Some(2), Some(0), Some(0), Some(0)));
        let p = parse("20250326010000", false, 2026).unwrap().unwrap();
        assert_eq!((p.year, p.month, p.day, p.hour, p.minute, p.second), (Some(2025), Some(3), Some(26), Some(1), Some(0), Some(0)));
        let p = parse("Sep 2024", false, 2026).unwrap().unwrap();
        assert_eq!((p.year, p.month, p.day), (Some(2024), Some(9), None));
        // 75 is 1975 for a parser built in 2025 (2075 is 50 years on), 2075 in 2026
        let p = parse("01/02/75", false, 2025).unwrap().unwrap();
        assert_eq!(p.year, Some(1975));
        let p = parse("01/02/75", false, 2026).unwrap().unwrap();
        assert_eq!(p.year, Some(2075));
        assert_eq!(parse("2024-01-01 13:00 pm", false, 2026), Ok(None));
        assert_eq!(parse("x", false, 2026), Ok(None));
        assert_eq!(parse("10:00 +上a", false, 2026), Ok(None));
        assert_eq!(parse("上行", false, 2026), Ok(None));
        assert!(parse("10:00 ١", false, 2026).is_err());
    }
}
