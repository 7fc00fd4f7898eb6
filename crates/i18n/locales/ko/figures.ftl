## 사이트의 그림: 제목, 축, 범례, 툴팁, 설명, 컨트롤 (issue 17).
## 키: fig-<그림>-... (fig-canvas-...는 경로 지도의 공통 부분).
## Here the figures of every kind's page; a kind's own figures' words are in its crate
## (crates/kinds/<kind>/locales/, issue 43).

## 그림 목록: 제목과 안내 문구.
fig-rule-ladder-title = 규칙 사다리: 예시마다 어긴 규칙
fig-missing = 그림을 찾을 수 없습니다: `{ $id }` 그림이 없습니다.
fig-no-case = `{ $id }` 그림: 사례가 없습니다. 주소에 case=…를 추가하세요.
fig-wrong-kind = `{ $id }` 그림은 { $kind } 사례용입니다. 이 사례는 해당하지 않습니다.

## 사례 페이지의 구역.
fig-charts-heading = 각 점수가 나온 이유
## 그림 공통 컨트롤.
fig-submission = 제출 파일
fig-your-file = 내 파일: { $file }
fig-score = 점수

## roc: ROC 곡선과 KS 간격 (스코어카드).
fig-reference = 기준 답안

## rule-ladder: 점수 순으로 본 모든 예시와 어긴 규칙.
fig-rule-ladder-rejected-at = { $stage ->
        [fatal] 읽을 수 없어 거부됨
        [schema] 매장 코드 검사에서 거부됨
        [capacity] 적재 용량 검사에서 거부됨
        [vehicles] 차량 수 검사에서 거부됨
       *[other] { $stage } 단계에서 거부됨
    }
fig-rule-ladder-balance = 균형 벌점 { $penalty }
fig-rule-ladder-intrusions = 침범 { $n }건
fig-rule-ladder-crossings = 경로 교차 { $n }건
fig-rule-ladder-cost = 비용 { $cost }
fig-rule-ladder-fails = 불통과: { $check }
fig-rule-ladder-auc-ks = AUC { $auc } · KS { $ks }
fig-rule-ladder-incident = 사고: 업리프트 { $uplift }가 { $capped }로 제한됨
fig-rule-ladder-contact = 소통 비용 { $cost }
fig-rule-ladder-below = 합격선 { $line } 미만
fig-rule-ladder-pass-line = 합격선: 순 업리프트 { $line }
fig-rule-ladder-breaks-nothing = 어긴 규칙 없음
fig-rule-ladder-reference-title = { $title } (기준 답안)
fig-rule-ladder-bar = { $title }: 점수 { $score }; { $breaks }
fig-rule-ladder-bar-rejected = { $title }: 점수 { $score }, 거부됨; { $breaks }
fig-rule-ladder-aria = 예시별 점수(높은 순)와 각 예시가 어긴 규칙
fig-rule-ladder-aria-uplift = 예시별 순 업리프트(높은 순)와 각 예시가 어긴 규칙
fig-rule-ladder-grading = 현재 데이터로 예시를 채점하는 중…
fig-rule-ladder-unreadable = 사례 데이터를 읽을 수 없어 예시를 채점할 수 없습니다.
fig-rule-ladder-no-examples = 이 사례에는 예시 제출 파일이 없습니다.
fig-rule-ladder-nothing = 없음
fig-rule-ladder-net-uplift = 순 업리프트
fig-rule-ladder-example = 예시
fig-rule-ladder-breaks = 어긴 규칙
fig-rule-ladder-caption = 사례의 모든 예시를 채점 코어로 채점해 높은 순으로 보여 줍니다. 통과하지 못한 검사(코드와 횟수)와 점수를 깎은 벌점이 나옵니다. 기준 답안은 강조되고, 지금 보이는 제출 파일에는 테두리가 있습니다. 내 파일은 채점되면 그 사이에 호박색으로 그려집니다.
fig-rule-ladder-mine-between = 내 파일 점수 { $score }: { $a }단({ $a_title }, { $a_score })과 { $b }단({ $b_title }, { $b_score }) 사이입니다. { $a }단이 어기는 규칙과 지키는 규칙은 아래 표에 있습니다.
fig-rule-ladder-mine-top = 내 파일 점수 { $score }: 모든 예시보다 높습니다(가장 좋은 { $b_title }의 점수는 { $b_score }).
fig-rule-ladder-mine-bottom = 내 파일 점수 { $score }: 모든 예시보다 낮습니다(가장 낮은 { $a_title }의 점수는 { $a_score }). 아래 표에 각 예시가 어기는 규칙이 있습니다.
fig-verdict = 판정

## map (및 사례의 작은 지도): 보이는 제출 파일의 경로.
fig-listed-first = 침범과 경로 교차는 각각 처음 { $n }건만 목록과 지도에 표시됩니다. 건수와 점수는 전부를 반영합니다

## rule ladder: the examples' steps (`expect.step`) in words.
fig-rule-ladder-step-rejected = 거부
fig-rule-ladder-step-reference = 기준 답안
fig-rule-ladder-step-the-reference = 기준 답안
fig-rule-ladder-step-valid-poor = 유효, 낮음
fig-rule-ladder-step-valid-not-optimised = 유효, 최적화 안 됨
fig-rule-ladder-step-missed-the-rules = 규칙을 놓침

## A live figure's tools (site/src/figures/live.rs), every plan kind's.
fig-live-undo = 되돌리기
fig-live-reset = 예시로 돌아가기
fig-live-download = { $file } 내려받기
