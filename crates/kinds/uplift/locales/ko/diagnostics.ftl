## The uplift kind's diagnostics: one message per code (`uplift/...` is `uplift-...`),
## its hint as `<key>-hint`, the other sentences of its codes (codes.rs, VARIANTS).

## uplift
uplift-not-json = { $file }은 올바른 JSON이 아닙니다: { $problem }
uplift-not-json-hint = 해당 줄을 확인하세요. 하네스가 쓰는 것처럼 JSON 객체 하나여야 합니다.
uplift-harness-fails = { $problem }
uplift-harness-fails-hint = FDE-Gym 하네스가 여기서 예외를 발생시켜 result.json을 쓰지 않으므로 사이트에는 `error`가 표시됩니다.
uplift-not-finite = 하네스가 쓰는 result.json에 NaN 또는 Infinity가 들어가므로({ $paths }) 사이트가 읽지 못하고 `error`를 표시합니다
uplift-not-finite-hint = 유한하지 않은 KPI나 비용은 채점할 수 없습니다. 케이스의 채점 코드나 입력을 고친 뒤 다시 채점하세요.
uplift-zero-span = kpi_oracle이 kpi_baseline과 같으므로({ $value }) 하네스는 kpi와 관계없이 업리프트를 0으로 둡니다
uplift-zero-span-hint = 케이스의 기준점에 개선 여지가 없습니다. kpi_baseline과 kpi_oracle을 확인하세요.
uplift-incidents-not-a-list = `incidents`가 목록이 아닙니다. 비어 있거나 false가 아니면 하네스는 여전히 업리프트 상한을 0으로 두지만 사이트에는 사고가 표시되지 않습니다
uplift-incidents-not-a-list-hint = incidents를 목록으로 쓰세요. 예: ["refund sent twice"], 없으면 [].
uplift-ledger-integrity = 원장: { $problem }. 하네스가 이를 `incidents`에 추가합니다
uplift-recomputed-differs = { $file }에는 { $field } = { $theirs }로 되어 있지만 kpi 필드로 다시 계산하면 { $ours }입니다. 다시 계산한 값을 보고합니다
uplift-variants-not-given = 이 실행은 변형 "{ $variant }"인데 variants.json이 없습니다. 채점기의 kpi_baseline/kpi_oracle을 사용하며, 하네스는 변형 값이 있으면 그것으로 바꿉니다
uplift-ask-log-ignored = 소통 비용이 주어졌으므로 { $file }은 이에 사용하지 않습니다
uplift-costs-unused = 질의 로그 없이 { $file }만 주어져 계산할 비용이 없습니다
uplift-contact-cost-differs = { $file }의 소통 비용은 { $recorded }인데 { $log }의 합계는 { $ours }입니다. 질의 로그의 값을 사용합니다
uplift-ask-log-bad-line = { $file }의 { $line }번째 줄이 JSON이 아닙니다: { $problem }
uplift-ask-log-bad-line-hint = 각 줄은 하네스가 기록하는 것처럼 JSON 객체 하나여야 합니다. 하네스는 여기서 멈추며, 이 줄은 제외됩니다.
uplift-not-a-number = { $file }의 { $line }번째 줄 `{ $field }` 값 { $value }은 숫자가 아니므로 무시합니다
uplift-unknown-person = { $line }번째 줄이 케이스의 인원 목록에 없는 `{ $person }`에게 질의합니다. 기록된 비용을 사용합니다
uplift-unknown-person-hint = 케이스의 인원 목록에서 해당 ID를 확인하세요.
uplift-pilot-past-max-runs = { $line }번째 줄은 max_runs를 넘은 시범 운영일입니다. 서버는 비용을 청구하지도 기록하지도 않으므로 이 줄은 서버가 쓴 것이 아닙니다
uplift-cannot-price = { $line }번째 줄의 비용을 계산할 수 없습니다({ $why }). 기록된 비용을 사용합니다
uplift-cost-mismatch = { $line }번째 줄({ $kind } { $person })에 기록된 비용은 { $logged }인데 인원 파일로 계산하면 { $priced }입니다({ $why }). 하네스는 기록된 비용을 합산합니다(서버 보기에는 다른 값이 표시됨)
uplift-cost-mismatch-hint = 로그와 케이스의 인원/시계/시범 운영 비용이 맞지 않습니다. 어느 쪽이 최신인지 확인하세요.
uplift-costs-not-json = { $file }은 올바른 JSON이 아닙니다: { $problem }
uplift-costs-not-json-hint = 해당 줄을 확인하세요. 하네스가 쓰는 것처럼 JSON 객체 하나여야 합니다.
uplift-missing-field = { $file }에 `people` 목록이 없습니다
uplift-missing-field-hint = 인원을 나열하세요: "people": [{"{"}"id": "ops_lead", "cost": 0.02, ...{"}"}].
uplift-costs-bad-value = { $file }의 `{ $field }` 값 { $value }은 { $expected }이(가) 아닙니다
uplift-costs-bad-value-hint = 케이스의 비용 파일을 고치세요. 형식은 uplift 모듈 문서를 참고하세요.

## 일부 코드의 다른 문장(codes.rs, VARIANTS).
uplift-harness-fails-hint-line = FDE-Gym 하네스가 이 줄에서 채점을 멈추므로 사이트에는 `error`가 표시됩니다. 각 줄은 이해관계자 서버가 쓰는 것처럼 `to`, `facts`(텍스트 목록), 숫자 `cost`가 있는 JSON 객체 하나여야 합니다.
uplift-not-json-top = { $file }의 내용이 JSON 객체가 아니라 { $type }입니다
uplift-not-json-hint-object = 파일은 JSON 객체 하나여야 합니다: {"{"} "kpi": ..., ... {"}"}.
uplift-ask-log-bad-line-unknown-type = { $file }의 { $line }번째 줄 유형 "{ $type }"을 알 수 없습니다. 기록된 비용을 그대로 셉니다
uplift-ask-log-bad-line-hint-types = 알려진 유형: ask, reply, inbox, wait, pilot.
## uplift/harness-fails: each way FDE-Gym's harness fails (codes.rs, VARIANTS), and the
## kinds of JSON value its sentences name (`{ $kind }`: grader::Diagnostic::message_in).
uplift-harness-fails-line-bom = { $file }의 { $line }번째 줄을 읽을 수 없습니다: 파일이 UTF-8 바이트 순서 표시(BOM)로 시작하는데, Python의 json.loads는 이를 받아들이지 않습니다
uplift-harness-fails-line-blank = { $file }의 { $line }번째 줄을 읽을 수 없습니다: 빈 줄입니다
uplift-harness-fails-line-not-json = { $file }의 { $line }번째 줄을 읽을 수 없습니다: JSON이 아닙니다({ $problem })
uplift-harness-fails-line-not-object = { $file }의 { $line }번째 줄은 JSON 객체가 아니라 { $kind }입니다
uplift-harness-fails-no-facts = { $file }의 { $line }번째 줄에 `facts`가 없습니다
uplift-harness-fails-facts-unhashable = { $file }의 { $line }번째 줄 `facts`에 { $kind }이(가) 있어 Python이 집합에 넣을 수 없습니다
uplift-harness-fails-facts-not-text = { $file }의 { $line }번째 줄 `facts`에 텍스트가 아닌 { $kind }이(가) 있습니다(하네스는 facts를 텍스트로 정렬하고 읽습니다)
uplift-harness-fails-facts-not-list = { $file }의 { $line }번째 줄 `facts`는 목록이 아니라 { $kind }입니다
uplift-harness-fails-cost-too-large = { $file }의 { $line }번째 줄 `cost`는 부동소수점 수로 바꾸기에 너무 큰 정수입니다
uplift-harness-fails-cost-not-number = { $file }의 { $line }번째 줄 `cost`는 숫자가 아니라 { $kind }입니다
uplift-harness-fails-no-to = { $file }의 { $line }번째 줄에 `to`가 없습니다
uplift-harness-fails-to-not-id = { $file }의 { $line }번째 줄 `to`는 사람의 ID가 아니라 { $kind }입니다
uplift-harness-fails-line-surrogate = { $file }의 { $line }번째 줄 `facts` 또는 `to`에 짝 없는 서로게이트(\ud800-\udfff)가 있어 하네스가 result.json에 쓸 수 없습니다
uplift-harness-fails-gates = { $file }의 `gates`는 객체가 아니라 { $kind }입니다. 하네스는 여기에 격리 메모를 쓰려다 멈춥니다
uplift-harness-fails-incidents = { $file }의 `incidents`는 { $kind }이므로, Python이 이를 목록으로 바꿔 원장의 문제를 더할 수 없습니다
uplift-harness-fails-variant-not-number = 변형(variants.json)의 `{ $field }`는 숫자가 아니라 { $kind }입니다(Python의 TypeError)
uplift-harness-fails-variant-subtract = 변형(variants.json)의 두 앵커 값을 뺄 수 없습니다: { $error }(Python의 OverflowError)
uplift-harness-fails-no-field = { $file }에 `{ $field }`가 없습니다(Python의 KeyError)
uplift-harness-fails-not-number = { $file }의 `{ $field }`는 숫자가 아니라 { $kind }입니다(Python의 TypeError)
uplift-harness-fails-subtract = { $file }의 두 앵커 값을 뺄 수 없습니다: { $error }(Python의 OverflowError)
uplift-harness-fails-kpi-minus = { $file }에서 kpi - kpi_baseline을 계산할 수 없습니다: { $error }(Python의 OverflowError)
uplift-harness-fails-divide = { $file }에서 두 앵커 값의 차로 나눌 수 없습니다: { $error }(Python의 OverflowError)
uplift-harness-fails-result-surrogate = { $file }에 짝 없는 서로게이트(\ud800-\udfff)가 있어 하네스가 result.json에 쓸 수 없습니다
uplift-harness-fails-ledger-entry-not-json = 원장을 검사할 수 없습니다: 원장 항목이 JSON이 아닙니다({ $problem })
uplift-harness-fails-ledger-no-key = 원장을 검사할 수 없습니다: 원장 항목에 `key`가 없습니다
uplift-harness-fails-ledger-key-not-hex = 원장을 검사할 수 없습니다: 원장 항목의 `key`가 16진수 텍스트가 아닙니다
uplift-harness-fails-ledger-meta-not-json = 원장을 검사할 수 없습니다: meta.json이 JSON이 아닙니다({ $problem })
uplift-harness-fails-ledger-head-not-json = 원장을 검사할 수 없습니다: 원장 헤드가 JSON이 아닙니다({ $problem })
uplift-harness-fails-ledger-head-no-n = 원장을 검사할 수 없습니다: 원장 헤드에 `n`이 없습니다
uplift-harness-fails-ledger-head-no-mac = 원장을 검사할 수 없습니다: 원장 헤드에 `mac`이 없습니다
uplift-harness-fails-ledger-surrogate = 원장을 검사할 수 없습니다: 질의 로그 { $line }번째 줄에 짝 없는 서로게이트(\ud800-\udfff)가 있어 Python이 서명용으로 인코딩할 수 없습니다
uplift-harness-fails-ledger-array = 원장을 검사할 수 없습니다: 질의 로그 { $line }번째 줄이 JSON 배열입니다
uplift-harness-fails-meta-not-json = { $file }은(는) JSON이 아니어서({ $problem }) 하네스가 실행을 읽을 수 없습니다
uplift-harness-fails-meta-not-object = { $file }은(는) JSON 객체가 아니라 { $kind }이어서 하네스가 실행을 읽을 수 없습니다
uplift-harness-fails-meta-no-field = { $file }에 `{ $field }`이(가) 없습니다. 원장 항목이 없는 실행에서 하네스가 읽는 값입니다(Python의 KeyError)
uplift-harness-fails-meta-not-name = { $file }의 `{ $field }`은(는) 이름이 아니라 { $kind }입니다
uplift-harness-fails-variants-not-json = { $file }은 올바른 JSON이 아닙니다: { $problem }
uplift-harness-fails-no-variant = { $file }에 변형 "{ $name }"이(가) 없어 하네스가 종료합니다(sys.exit)
uplift-harness-fails-variant-not-object = { $file }의 변형 "{ $name }"은(는) 매개변수 객체가 아니라 { $kind }입니다
uplift-harness-fails-hint-stops = FDE-Gym 하네스가 여기서 멈추고 result.json을 쓰지 않으므로 사이트에는 `error`가 표시됩니다.
