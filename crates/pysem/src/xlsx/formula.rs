//! A shared formula moved to another cell, as openpyxl 3.1.5 writes a dependent cell's
//! formula when not `data_only`: its `Tokenizer` splits the master's text, and its
//! `Translator` shifts every range operand's relative rows and columns by the distance
//! from the master (`$` parts stay). Whitespace runs become their first character, as the
//! tokenizer keeps them. A formula the tokenizer refuses, or a reference moved above row 1
//! or left of column A, raises, and so does the workbook's loading.

use super::column_letters;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Type {
    Operand,
    Func,
    Array,
    Paren,
    Sep,
    OpPre,
    OpIn,
    OpPost,
    Wspace,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Sub {
    None,
    Range,
    Other,
    Open,
    Close,
}

#[derive(Debug, Clone)]
struct Token {
    value: String,
    ty: Type,
    sub: Sub,
}

const ERROR_CODES: [&str; 8] = ["#NULL!", "#DIV/0!", "#VALUE!", "#REF!", "#NAME?", "#NUM!", "#N/A", "#GETTING_DATA"];
const TOKEN_ENDERS: &str = ",;}) +-*/^&=><%";

/// `Token.make_operand`: a range unless text, an error, a logical or what `float()` reads.
fn operand(value: String) -> Token {
    let range = !(value.starts_with('"')
        || value.starts_with('#')
        || value == "TRUE"
        || value == "FALSE"
        || crate::float::py_float(&value).is_ok());
    Token { value, ty: Type::Operand, sub: if range { Sub::Range } else { Sub::Other } }
}

/// `^[1-9](\.[0-9]+)?[Ee]$`
fn scientific(t: &[char]) -> bool {
    let n = t.len();
    if n < 2 || !('1'..='9').contains(&t[0]) || !matches!(t[n - 1], 'E' | 'e') {
        return false;
    }
    let mid = &t[1..n - 1];
    mid.is_empty() || (mid.len() >= 2 && mid[0] == '.' && mid[1..].iter().all(char::is_ascii_digit))
}

/// openpyxl's `Tokenizer(formula).items` for a formula starting with `=`.
fn tokenize(formula: &str) -> Result<Vec<Token>, String> {
    let f: Vec<char> = formula.chars().collect();
    let mut items: Vec<Token> = Vec::new();
    let mut stack: Vec<Token> = Vec::new();
    let mut token: Vec<char> = Vec::new();
    let mut i = 1;
    let unexpected = |i: usize| format!("TokenizerError: Unexpected character at position {i} in '{formula}'");
    let save = |token: &mut Vec<char>, items: &mut Vec<Token>| {
        if !token.is_empty() {
            items.push(operand(token.iter().collect()));
            token.clear();
        }
    };
    while i < f.len() {
        let c = f[i];
        if matches!(c, '+' | '-') && !token.is_empty() && scientific(&token) {
            token.push(c);
            i += 1;
            continue;
        }
        if TOKEN_ENDERS.contains(c) {
            save(&mut token, &mut items);
        }
        match c {
            '"' | '\'' => {
                if token.last().is_some_and(|&l| l != ':') {
                    return Err(unexpected(i));
                }
                // `"(?:[^"]*"")*[^"]*"(?!")`: doubled quotes inside.
                let mut j = i + 1;
                let end = loop {
                    match f[j..].iter().position(|&x| x == c) {
                        None => return Err(format!("TokenizerError: Reached end of formula while parsing in {formula}")),
                        Some(p) => {
                            let q = j + p;
                            if f.get(q + 1) == Some(&c) {
                                j = q + 2;
                            } else {
                                break q;
                            }
                        }
                    }
                };
                let text: String = f[i..=end].iter().collect();
                if c == '"' {
                    items.push(operand(text));
                } else {
                    token.extend(text.chars());
                }
                i = end + 1;
            }
            '[' => {
                let mut depth = 0i32;
                let mut end = None;
                for (k, &x) in f[i..].iter().enumerate() {
                    match x {
                        '[' => depth += 1,
                        ']' => depth -= 1,
                        _ => continue,
                    }
                    if depth == 0 {
                        end = Some(i + k);
                        break;
                    }
                }
                let end = end.ok_or_else(|| format!("TokenizerError: Encountered unmatched '[' in {formula}"))?;
                token.extend(&f[i..=end]);
                i = end + 1;
            }
            '#' => {
                if token.last().is_some_and(|&l| l != '!') {
                    return Err(unexpected(i));
                }
                let rest: String = f[i..].iter().collect();
                let err = ERROR_CODES
                    .iter()
                    .find(|e| rest.starts_with(*e))
                    .ok_or_else(|| format!("TokenizerError: Invalid error code at position {i} in '{formula}'"))?;
                let mut v: String = token.iter().collect();
                v.push_str(err);
                items.push(operand(v));
                token.clear();
                i += err.chars().count();
            }
            ' ' | '\n' => {
                items.push(Token { value: c.to_string(), ty: Type::Wspace, sub: Sub::None });
                while i < f.len() && matches!(f[i], ' ' | '\n') {
                    i += 1;
                }
            }
            '+' | '-' | '*' | '/' | '^' | '&' | '=' | '>' | '<' | '%' => {
                let two: String = f[i..f.len().min(i + 2)].iter().collect();
                if matches!(two.as_str(), ">=" | "<=" | "<>") {
                    items.push(Token { value: two, ty: Type::OpIn, sub: Sub::None });
                    i += 2;
                    continue;
                }
                let ty = match c {
                    '%' => Type::OpPost,
                    '+' | '-' => {
                        let prev = items.iter().rev().find(|t| t.ty != Type::Wspace);
                        match prev {
                            Some(p) if p.sub == Sub::Close || p.ty == Type::OpPost || p.ty == Type::Operand => Type::OpIn,
                            _ => Type::OpPre,
                        }
                    }
                    _ => Type::OpIn,
                };
                items.push(Token { value: c.to_string(), ty, sub: Sub::None });
                i += 1;
            }
            '{' | '(' => {
                let t = if c == '{' {
                    if !token.is_empty() {
                        return Err(unexpected(i));
                    }
                    Token { value: "{".into(), ty: Type::Array, sub: Sub::Open }
                } else if !token.is_empty() {
                    let mut v: String = token.iter().collect();
                    v.push('(');
                    token.clear();
                    Token { value: v, ty: Type::Func, sub: Sub::Open }
                } else {
                    Token { value: "(".into(), ty: Type::Paren, sub: Sub::Open }
                };
                items.push(t.clone());
                stack.push(t);
                i += 1;
            }
            ')' | '}' => {
                let open = stack.pop().ok_or_else(|| "IndexError: pop from empty list".to_string())?;
                let closer = if open.ty == Type::Array { '}' } else { ')' };
                if closer != c {
                    return Err(format!("TokenizerError: Mismatched ( and {{ pair in '{formula}'"));
                }
                items.push(Token { value: closer.to_string(), ty: open.ty, sub: Sub::Close });
                i += 1;
            }
            ';' | ',' => {
                let ty = if c == ';' || stack.last().is_some_and(|t| t.ty != Type::Paren) { Type::Sep } else { Type::OpIn };
                items.push(Token { value: c.to_string(), ty, sub: Sub::None });
                i += 1;
            }
            _ => {
                token.push(c);
                i += 1;
            }
        }
    }
    save(&mut token, &mut items);
    Ok(items)
}

/// `column_index_from_string` for 1 to 3 ASCII letters.
fn col_index(s: &str) -> u32 {
    s.bytes().fold(0, |n, b| n * 26 + u32::from(b.to_ascii_uppercase() - b'A' + 1))
}

fn shift_row(r: &str, d: i64) -> Result<String, String> {
    if r.starts_with('$') {
        return Ok(r.to_string());
    }
    let n = r.parse::<i64>().unwrap_or(0) + d;
    if n <= 0 {
        return Err("TranslatorError: Formula out of range".into());
    }
    Ok(n.to_string())
}

fn shift_col(c: &str, d: i64) -> Result<String, String> {
    if c.starts_with('$') {
        return Ok(c.to_string());
    }
    let n = i64::from(col_index(c)) + d;
    if !(1..=18_278).contains(&n) {
        return Err("TranslatorError: Formula out of range".into());
    }
    Ok(column_letters(n as u32))
}

/// `\$?[1-9][0-9]{0,6}`
fn is_row(s: &str) -> bool {
    let d = s.strip_prefix('$').unwrap_or(s);
    (1..=7).contains(&d.len()) && d.bytes().all(|b| b.is_ascii_digit()) && !d.starts_with('0')
}

/// `\$?[A-Za-z]{1,3}`
fn is_col(s: &str) -> bool {
    let d = s.strip_prefix('$').unwrap_or(s);
    (1..=3).contains(&d.len()) && d.bytes().all(|b| b.is_ascii_alphabetic())
}

/// `Translator.translate_range`.
fn translate_range(range: &str, dr: i64, dc: i64) -> Result<String, String> {
    let (ws, r) = match range.rsplit_once('!') {
        Some((sheet, rest)) => (format!("{sheet}!"), rest),
        None => (String::new(), range),
    };
    if let Some((a, b)) = r.split_once(':').filter(|(a, b)| is_row(a) && is_row(b)) {
        return Ok(format!("{ws}{}:{}", shift_row(a, dr)?, shift_row(b, dr)?));
    }
    if let Some((a, b)) = r.split_once(':').filter(|(a, b)| is_col(a) && is_col(b)) {
        return Ok(format!("{ws}{}:{}", shift_col(a, dc)?, shift_col(b, dc)?));
    }
    if r.contains(':') {
        let pieces: Result<Vec<String>, String> = r.split(':').map(|p| translate_range(p, dr, dc)).collect();
        return Ok(format!("{ws}{}", pieces?.join(":")));
    }
    // `(\$?[A-Za-z]{1,3})(\$?[1-9][0-9]{0,6})$`, else a name: unchanged.
    let b = r.as_bytes();
    let mut k = usize::from(b.first() == Some(&b'$'));
    while k < b.len() && b[k].is_ascii_alphabetic() {
        k += 1;
    }
    let (c, rw) = r.split_at(k);
    if is_col(c) && is_row(rw) {
        return Ok(format!("{ws}{}{}", shift_col(c, dc)?, shift_row(rw, dr)?));
    }
    Ok(format!("{ws}{r}"))
}

/// A shared formula's master: its text tokenized once, at its cell.
#[derive(Debug, Clone)]
pub(crate) struct Translator {
    row: i64,
    col: i64,
    tokens: Vec<Token>,
}

impl Translator {
    /// `Translator("=" + text, origin)`; `Err` with Python's exception when it raises.
    pub(crate) fn new(formula: &str, row: u32, col: u32) -> Result<Translator, String> {
        Ok(Translator { row: i64::from(row), col: i64::from(col), tokens: tokenize(formula)? })
    }

    /// `translate_formula(dest)`: `None` (a cell without `r`) moves nothing.
    pub(crate) fn translate(&self, dest: Option<(u32, u32)>) -> Result<String, String> {
        if self.tokens.is_empty() {
            return Ok(String::new());
        }
        let (dr, dc) = dest.map_or((0, 0), |(r, c)| (i64::from(r) - self.row, i64::from(c) - self.col));
        let mut out = String::from("=");
        for t in &self.tokens {
            if t.ty == Type::Operand && t.sub == Sub::Range {
                out.push_str(&translate_range(&t.value, dr, dc)?);
            } else {
                out.push_str(&t.value);
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moved(formula: &str, from: (u32, u32), to: (u32, u32)) -> Result<String, String> {
        Translator::new(formula, from.0, from.1)?.translate(Some(to))
    }

    #[test]
    fn references_move_by_the_distance_from_the_master() {
        // Values as openpyxl 3.1.5's Translator gives them.
        assert_eq!(moved("=B1*2", (1, 1), (3, 2)).unwrap(), "=C3*2");
        assert_eq!(moved("=SUM($A$1:A1)+Sheet2!B2", (1, 1), (2, 1)).unwrap(), "=SUM($A$1:A2)+Sheet2!B3");
        assert_eq!(moved("=A:A  +  1:1", (1, 1), (2, 2)).unwrap(), "=B:B + 2:2");
        assert_eq!(moved("=\"A1\"&name&1E+3", (1, 1), (2, 2)).unwrap(), "=\"A1\"&name&1E+3");
        assert_eq!(moved("=B2", (2, 2), (1, 1)).unwrap(), "=A1");
        assert!(moved("=A1", (2, 2), (1, 2)).unwrap_err().starts_with("TranslatorError"));
        assert!(Translator::new("=SUM(A1", 1, 1).is_ok());
        assert!(Translator::new("=A1)", 1, 1).unwrap_err().starts_with("IndexError"));
        assert!(Translator::new("=#BAD", 1, 1).unwrap_err().starts_with("TokenizerError"));
    }
}
