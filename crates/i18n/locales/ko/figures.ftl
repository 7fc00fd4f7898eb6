## 사이트의 그림: 제목, 축, 범례, 툴팁, 설명, 컨트롤 (issue 17).
## 키: fig-<그림>-... (fig-canvas-...는 경로 지도의 공통 부분).

## 그림 목록: 제목과 안내 문구.
fig-roc-title = ROC 곡선과 KS 간격
fig-uplift-ladder-title = 기준선에서 최적까지: 업리프트 사다리
fig-pred-scores-title = 대상 열 또는 그룹별 지표
fig-pred-scatter-title = 예측값과 실제값
fig-pred-residuals-title = 키 순서의 잔차
fig-pred-errors-title = 오차의 분포
fig-pred-worst-title = 비용이 가장 큰 행
fig-rule-ladder-title = 규칙 사다리: 예시마다 어긴 규칙
fig-map-title = 경로 지도: 경로, 볼록 껍질, 침범, 경로 교차
fig-drag-title = 끌어 보며 배우기: 매장을 옮기고 점수를 확인하세요
fig-demo-hull-title = 침범 자세히 보기
fig-demo-crossing-title = 경로 교차 자세히 보기
fig-worst-pairs-title = 가장 문제가 큰 경로 쌍
fig-hours-title = 차량별 소요 시간
fig-cost-split-title = 제출 파일별 비용 구성
fig-compare-title = 두 제출 파일 나란히 보기
fig-missing = 그림을 찾을 수 없습니다: `{ $id }` 그림이 없습니다.
fig-no-case = `{ $id }` 그림: 사례가 없습니다. 주소에 case=…를 추가하세요.
fig-wrong-kind = `{ $id }` 그림은 { $kind } 사례용입니다. 이 사례는 해당하지 않습니다.

## 사례 페이지의 구역.
fig-charts-heading = 각 점수가 나온 이유
fig-routing-heading = 이 점수가 나온 이유
fig-routing-lead = 아래의 모든 숫자는 위 점수와 같은 채점기에서 나오며, 전환하거나 켜고 끄거나 끌 때마다 이 페이지에서 다시 계산됩니다.

## 그림 공통 컨트롤.
fig-submission = 제출 파일
fig-your-file = 내 파일: { $file }
fig-score = 점수

## roc: ROC 곡선과 KS 간격 (스코어카드).
fig-roc-x-axis = 거짓 양성률: 표시된 상환 고객 비율
fig-roc-x-axis-short = 거짓 양성률 (상환 고객)
fig-roc-y-axis = 참 양성률: 표시된 부도 고객 비율
fig-roc-y-axis-short = 참 양성률 (부도 고객)
fig-roc-chance = 무작위 수준: 추측하는 모델 (AUC { $auc }, KS 0)
fig-roc-rejected = `{ $check }` 검사에서 거부됨: 곡선 없음, 점수 0.
fig-roc-no-curve = 곡선 없음: 테스트 세트에 부도 고객이나 상환 고객이 없습니다.
fig-roc-aria-none = ROC 곡선: 없음. { $why }
fig-roc-reference-aria = 기준 답안의 곡선: AUC { $auc }, KS { $ks }
fig-roc-band = 동점 구간 prob_default { $threshold }: { $rows }행, 부도 { $defaults }건. ≥ { $threshold }를 표시하면 TPR { $tpr }, FPR { $fpr }
fig-roc-ks-gap = KS 간격 { $ks }, prob_default ≥ { $threshold } 지점: TPR { $tpr } − FPR { $fpr }
fig-roc-ks-label = KS { $ks }
fig-roc-ks-at = ≥ { $threshold } 지점
fig-roc-aria = ROC 곡선: AUC { $auc }, KS { $ks }, 동점 구간 { $bands }개
fig-roc-area-aria = 곡선 아래 면적: AUC { $auc }
fig-roc-auc-label = AUC { $auc }
fig-roc-curve-aria = 동점 구간 끝 { $n }개를 잇는 곡선
fig-roc-band-ends = 동점 구간 끝
fig-roc-bands = 동점 구간
fig-roc-pick = 곡선을 보려면 스코어카드 제출 파일을 선택하세요.
fig-roc-reference-toggle = 뒤에 기준 답안의 곡선 표시
fig-roc-caption = 고객을 예측 부도 확률이 높은 순으로 정렬했습니다. 각 점은 그 값 이상으로 점수가 매겨진 고객을 모두 표시한 결과입니다. 음영 면적이 AUC이고, KS는 곡선과 대각선 사이의 가장 큰 세로 간격으로, 동점 구간(점)의 끝에서만 읽습니다.
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
fig-rule-ladder-fails = { $check } 검사 불통과
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
fig-rule-ladder-caption = 사례의 모든 예시를 채점 코어로 채점해 높은 순으로 보여 줍니다. 통과하지 못한 검사(코드와 횟수)와 점수를 깎은 벌점이 나옵니다. 기준 답안은 강조되고, 지금 보이는 제출 파일에는 테두리가 있습니다.
fig-verdict = 판정

## uplift-ladder: 기준선, 결과, 사고, 소통 비용, 순값.
fig-uplift-ladder-ungraded = 결과를 채점할 수 없습니다
fig-uplift-ladder-aria-none = 업리프트 사다리: 없음, { $why }
fig-uplift-ladder-no-ladder = 사다리 없음: 이 실행은 점수를 매길 수 없습니다.
fig-uplift-ladder-step-baseline = 기준선
fig-uplift-ladder-step-delivered = 결과
fig-uplift-ladder-step-incident = 사고
fig-uplift-ladder-step-contact = 소통 비용
fig-uplift-ladder-step-net = 순값
fig-uplift-ladder-kpi = KPI { $kpi }
fig-uplift-ladder-baseline-aria = 기준선: 바꾸지 않은 시스템, KPI { $kpi }, 업리프트 0
fig-uplift-ladder-uplift-value = 업리프트 { $uplift }
fig-uplift-ladder-delivered-aria = 결과: KPI { $kpi }, 기준선에서 최적까지 { $uplift }만큼 나아감
fig-uplift-ladder-delivered-aria-bounded = 결과: KPI { $kpi }, 기준선에서 최적까지 { $uplift }만큼 나아감. 과제 간 평균에서는 −1로 계산됨
fig-uplift-ladder-capped = 0으로 제한
fig-uplift-ladder-incident-aria = 사고 제한: 사고가 있어 업리프트 { $uplift }가 { $capped }로 제한됨
fig-uplift-ladder-lines = { $n }줄
fig-uplift-ladder-contact-aria = 소통 비용: 질문, 대기, 시험 운영 일수에 대해 { $cost } 차감
fig-uplift-ladder-verdict = { $verdict ->
        [accepted] 합격
        [rejected] 불합격
        [incident] 사고
        [error] 오류
       *[other] { $verdict }
    }
fig-uplift-ladder-points = { $points }점 · { $verdict }
fig-uplift-ladder-net-aria = 순 업리프트 { $net } ({ $points }점): { $verdict }. 합격선은 { $line }
fig-uplift-ladder-oracle-line = 최적 1 · KPI { $kpi }
fig-uplift-ladder-oracle-aria = 최적: 기준 해답, KPI { $kpi }, 업리프트 1
fig-uplift-ladder-baseline-line = 기준선 0 · KPI { $kpi }
fig-uplift-ladder-baseline-line-aria = 기준선: KPI { $kpi }, 업리프트 0
fig-uplift-ladder-pass-line = 합격선 { $line }
fig-uplift-ladder-pass-line-aria = 합격선: 순 업리프트가 { $line } 이상이면 합격
fig-uplift-ladder-ask-line = 질의 로그 { $line }번째 줄: { $kind }, 비용 { $cost } ({ $note })
fig-uplift-ladder-aria = 업리프트 사다리: 업리프트 { $uplift }, 소통 비용 { $cost }, 순값 { $net } ({ $verdict }). 합격선 { $line }
fig-uplift-ladder-aria-capped = 업리프트 사다리: 업리프트 { $uplift }, 사고로 { $capped }로 제한, 소통 비용 { $cost }, 순값 { $net } ({ $verdict }). 합격선 { $line }
fig-uplift-ladder-pieces = 줄별 소통 비용
fig-uplift-ladder-lower-is-better = 여기서는 KPI가 낮을수록 좋습니다 (최적값이 기준선보다 낮습니다).
fig-uplift-ladder-flat = 최적 KPI가 기준선과 같아 평가 도구가 업리프트를 0으로 둡니다.
fig-uplift-ladder-kpis = KPI 기준선 → 결과 → 최적
fig-uplift-ladder-uplift = 업리프트
fig-uplift-ladder-points-label = 점수
fig-uplift-ladder-pick = 사다리를 보려면 업리프트 결과를 선택하세요.
fig-uplift-ladder-caption = 업리프트는 바꾸지 않은 시스템을 0, 기준 해답을 1로 하는 척도에서 KPI를 잽니다. 사고가 있으면 최대 0이 되고, 그다음 질문, 대기, 시험 운영 일수의 비용을 뺍니다. 순값이 { $line } 이상이면 합격입니다.

## 예측 그림의 공통 부분.
fig-pred-crashes = 평가 도구가 이 파일에서 중단됩니다 ({ $crash }): 채점된 행이 없습니다.
fig-pred-raises = 평가 도구가 이 파일에서 오류를 냅니다: 채점된 행이 없습니다 (점수 0).
fig-pred-rejected = { $check } 검사에서 거부됨: 채점된 행이 없습니다 (점수 0).
fig-pred-no-rows = 채점된 행이 없습니다.
fig-pred-case-too-large = 사례 데이터가 너무 커서 이 페이지에 그릴 수 없어 그림을 생략했습니다.
fig-pred-file-too-large = { $file } 파일은 이 페이지에 그리기에 너무 큽니다 (1 MB 초과). 점수와 보고서는 위에 있습니다.
fig-pred-not-drawn = 이 제출 파일의 행을 여기에 그릴 수 없습니다.
fig-pred-pick = 행을 보려면 제출 파일을 선택하세요.
fig-pred-target = 대상 열
fig-pred-group = 그룹
fig-pred-target-col = 대상 열

## pred-errors: 잔차 히스토그램.
fig-pred-errors-bin = { $from }~{ $to }: { $n }행
fig-pred-errors-aria = { $target }의 잔차 분포: { $rows }행, 구간 { $bins }개
fig-pred-errors-x-axis = 예측 − 실제 ({ $target })
fig-pred-errors-y-axis = 행 수
fig-pred-errors-caption = 채점된 행이 얼마나 빗나가는지 보여 줍니다. 0선을 중심으로 모이면 편향이 없고, 꼬리가 길면 일부 행이 오차 대부분을 차지합니다.

## pred-residuals: 키 순서의 잔차.
fig-pred-residuals-dot = { $key }: 잔차 { $residual }
fig-pred-residuals-aria = { $target }의 잔차(예측 − 실제), { $rows }행, 키 순서 ({ $keys })
fig-pred-residuals-aria-line = { $target }의 잔차(예측 − 실제), { $rows }행, 키 순서 ({ $keys }), 선으로 표시
fig-pred-residuals-x-axis = { $keys } 순서의 행
fig-pred-residuals-y-axis = 예측 − 실제
fig-pred-residuals-caption = 채점된 모든 행의 예측에서 실제를 뺀 값을 키 순서로 보여 줍니다. 0보다 위면 예측이 높고, 아래면 낮습니다. 한쪽으로 길게 이어지면 편향이고, 뾰족하게 튄 값은 비용이 큰 한 행입니다.

## pred-scatter: 예측값과 실제값.
fig-pred-scatter-dot-over = { $key }: 실제 { $actual }, 예측 { $predicted } ({ $by } 높음)
fig-pred-scatter-dot-under = { $key }: 실제 { $actual }, 예측 { $predicted } ({ $by } 낮음)
fig-pred-scatter-aria = { $target }의 예측값과 실제값: { $rows }행, 대각선은 완벽한 예측
fig-pred-scatter-aria-every = { $target }의 예측값과 실제값: { $rows }행, { $every }행마다 하나씩 표시, 대각선은 완벽한 예측
fig-pred-scatter-x-axis = 실제 { $target }
fig-pred-scatter-y-axis = 예측 { $target }
fig-pred-scatter-too-high = 너무 높음 ↖
fig-pred-scatter-too-low = ↘ 너무 낮음
fig-pred-scatter-caption = 점 하나가 채점된 행 하나입니다. 가로는 실제값, 세로는 제출 파일의 예측입니다. 점선 대각선 위에 있으면 예측이 정확하고, 멀수록 그 행의 비용이 큽니다. 속이 빈 점은 지표에서 제외된 행입니다.

## pred-scores: 대상 열 또는 그룹별 지표.
fig-pred-scores-per-group = 그룹별 { $metric }
fig-pred-scores-per-target = 대상 열별 { $metric }
fig-pred-scores-relative = 상대 크기
fig-pred-scores-rows = 채점된 행
fig-pred-scores-left-out = 대상 열 { $n }개는 채점할 행이 없어 제외했습니다.
fig-pred-scores-combined = 결합값
fig-pred-scores-objective = 목적값
fig-pred-scores-caption = 점수에 쓰인 대상 열(또는 그룹)별 지표, 각각 채점된 행 수, 그리고 이를 결합한 값입니다.

## pred-worst: 비용이 가장 큰 행.
fig-pred-worst-share-group = 그룹 내 비중
fig-pred-worst-share-target = 대상 열 내 비중
fig-pred-worst-share-total = 전체 대비 비중
fig-pred-worst-caption-table = { $loss }가 가장 큰 { $n }개 행
fig-pred-worst-truth = 실제
fig-pred-worst-forecast = 예측
fig-pred-worst-residual = 잔차
fig-pred-worst-caption = 이 행부터 고치세요. 각 행의 비용은 지표가 그 행에 더한 값이고, 비중은 해당 대상 열 전체에 대한 비율입니다.
fig-pred-loss-absolute = 절대 오차
fig-pred-loss-squared = 제곱 오차
fig-pred-loss-weighted-squared = 실제값 가중 제곱 오차
fig-pred-loss-percent = 절대 백분율 오차
fig-pred-loss-symmetric = 대칭 상대 오차

## map (및 사례의 작은 지도): 보이는 제출 파일의 경로.
fig-map-route-stops = 경로 { $route }: 경유지 { $n }곳
fig-map-preview-aria = 물류센터 주변 매장 { $n }곳의 지도
fig-map-preview-caption = 매장(점)과 물류센터(사각형). 화면에 보이는 보고서의 경로는 색으로 표시됩니다.
fig-map-counts = 침범 { $intrusions }건 · 경로 교차 { $crossings }건 · 점수 { $score }
fig-listed-first = 침범과 경로 교차는 각각 처음 { $n }건만 목록과 지도에 표시됩니다. 건수와 점수는 전부를 반영합니다
fig-map-counts-rejected = 침범 { $intrusions }건 · 경로 교차 { $crossings }건 (채점했다면의 비용) · 거부됨, 점수 0
fig-map-hint = 매장이나 ×에 포인터를 올리거나 포커스하면 자세한 내용이 나옵니다.
fig-map-aria = 매장 { $n }곳과 물류센터의 지도, { $file }의 경로 표시
fig-map-help = Tab으로 지도에 들어간 뒤 방향키로 매장 사이를 이동하고, [ 와 ]로 경로를 따라가며, + 와 −로 확대·축소합니다. 다음 Tab은 경로 교차를 하나씩 짚습니다. 지도를 끌어 이동하고, ctrl + 휠로 확대·축소합니다.

## 경로 지도의 공통 부분: 매장, 경로 교차, 레이어, 확대·축소.
fig-canvas-lonlat = 경도 { $lon }, 위도 { $lat }
fig-canvas-route-stop = 경로 { $route }, 경유지 { $n }곳 중 { $stop }번째
fig-canvas-no-route = 경로에 없음
fig-canvas-in-no-hull = 다른 경로의 볼록 껍질 밖
fig-canvas-in-hull = 경로 { $route }의 볼록 껍질 안
fig-canvas-in-hulls = 볼록 껍질 { $n }개 안: 경로 { $routes }
fig-canvas-store = 매장 { $code }{ $weight }, { $route }, { $inside }
fig-canvas-depot = 물류센터
fig-canvas-depot-code = 물류센터 { $code }
fig-canvas-segment = 경로 { $route } ({ $from } → { $to })
fig-canvas-crossing = 경로 교차 { $n }건 중 { $i }번째: { $a } × { $b }
fig-canvas-draggable-store = 끌 수 있는 매장
fig-canvas-store-role = 매장
fig-canvas-stores-aria = 매장: 방향키를 눌러 하나를 고르세요
fig-canvas-crossings-role = 경로 교차
fig-canvas-crossings-aria = 경로 교차 { $n }건: 방향키로 하나씩 살펴보세요
fig-canvas-layers = 레이어
fig-canvas-layer-routes = 경로
fig-canvas-layer-hulls = 볼록 껍질
fig-canvas-layer-intrusions = 침범
fig-canvas-layer-crossings = 경로 교차
fig-canvas-zoom = 확대·축소
fig-canvas-zoom-in = 확대
fig-canvas-zoom-out = 축소
fig-canvas-reset = 보기 초기화

## hours: 차량별 소요 시간.
fig-hours-band = 음영: 기준 답안, { $from }~{ $to }
fig-hours-bar = 경로 { $route }: { $time }
fig-hours-bar-longest = 경로 { $route }: { $time } (가장 김)
fig-hours-bar-shortest = 경로 { $route }: { $time } (가장 짧음)
fig-hours-spread = 가장 긴 경로 { $longest } (경로 { $longest-route }), 가장 짧은 경로 { $shortest } (경로 { $shortest-route }): 균형 항목은 그 차이 { $gap }에 비용을 매깁니다.
fig-hours-aria = 차량별 소요 시간, 경로 { $n }개
fig-hours-x-axis = 경로 (차량)
fig-hours-y-axis = 경로 소요 시간 (시간)
fig-hours-caption = 막대 하나가 차량 한 대의 경로 소요 시간입니다 (두 가지 속도의 주행 시간과 정차 시간). 음영 띠는 기준 방안의 범위로, 차량들의 소요 시간이 비슷합니다.

## cost-split: 제출 파일별 비용 구성.
fig-cost-split-time = 총 시간
fig-cost-split-balance = 균형
fig-cost-split-intrusions = 침범
fig-cost-split-crossings = 경로 교차
fig-cost-split-unreadable = 읽을 수 없음: 비용 없음
fig-cost-split-segment = { $term }: { $value } (비용의 { $share } %)
fig-cost-split-score = 점수 { $score }
fig-cost-split-rejected = 거부됨: 점수 0
fig-cost-split-would-cost = 채점했다면 { $cost }
fig-cost-split-row-aria = { $label }: 비용 { $cost }, 그중 시간 { $time }, 균형 { $balance }, 침범 { $intrusions }, 경로 교차 { $crossings }; { $verdict }
fig-cost-split-reference = 기준 { $cost }
fig-cost-split-aria = 제출 파일별 비용을 시간, 균형, 침범, 경로 교차로 나눈 그림
fig-cost-split-as-shares = 각 비용 대비 비율로 보기
fig-cost-split-caption = 비용 = 총 시간 + 90 × (가장 긴 경로 − 가장 짧은 경로) + 침범 1건당 { $intrusion } + 경로 교차 1건당 { $crossing }; 점수 = 기준 비용 ÷ 비용. 흐린 막대는 거부된 방안으로, 비용과 관계없이 점수가 0입니다.

## compare: 두 제출 파일 나란히 보기.
fig-compare-valid = 유효
fig-compare-rejected = 거부됨
fig-compare-cost = 비용
fig-compare-time = 총 시간 (초)
fig-compare-balance = 균형
fig-compare-intrusions = 침범
fig-compare-crossings = 경로 교차
fig-compare-routes = 경로 수
fig-compare-map-aria = { $label }의 지도

## worst-pairs: 가장 문제가 큰 경로 쌍.
fig-worst-pairs-words = 경로 { $a }와 { $b }: 경로 { $a }의 매장 { $a-in-b }곳이 경로 { $b }의 볼록 껍질 안에, 경로 { $b }의 매장 { $b-in-a }곳이 경로 { $a }의 볼록 껍질 안에 있습니다. 경로 교차 { $crossings }건. 합계 비용 { $cost }.
fig-worst-pairs-map-aria = 경로 { $a }와 { $b }는 색으로, 나머지는 회색으로 표시한 지도
fig-worst-pairs-map-aria-none = 경로 지도
fig-worst-pairs-headline = { $n }쌍 중 { $i }번째: { $words }
fig-worst-pairs-none = 어느 두 경로 사이에도 침범이나 경로 교차가 없어 살펴볼 쌍이 없습니다.
fig-worst-pairs-previous = ← 이전
fig-worst-pairs-next = 다음 쌍 →
fig-worst-pairs-list = 가장 문제가 큰 경로 쌍

## drag: 매장을 옮기고 점수 확인 (데모 공통 부분 포함).
fig-drag-total-time = 총 시간
fig-drag-too-large = { $file } 파일은 { $size }로, 페이지에서 끌기에는 너무 큽니다 (최대 { $limit }까지 가능). 보고서와 다른 그림은 위에 있습니다.
fig-drag-unreadable = 이 파일을 방안으로 읽을 수 없어 끌 것이 없습니다. 다른 제출 파일을 선택하세요.
fig-drag-plan = 방안: { $plan }
fig-drag-aria = 매장 { $n }곳의 끌 수 있는 지도: 매장을 골라 끌거나, 포커스한 뒤 방향키를 사용하세요
fig-drag-route-takes = ; 경로 { $route } 소요 시간 { $time }
fig-drag-hint = 매장을 선택하면 자세한 내용이 나옵니다.
fig-drag-back = 제출 파일 원래 상태로 돌아갔습니다.
fig-drag-no-store = 이 사례에 매장 { $code }이(가) 없습니다.
fig-drag-modes = 끌면 바뀌는 것
fig-drag-mode-place = 매장의 위치
fig-drag-mode-stop = 다른 경로로 옮기는 경유지
fig-drag-reset = 초기화
fig-drag-intrusions = 침범 { $n }건
fig-drag-crossings = 경로 교차 { $n }건
fig-drag-cost = 비용 { $cost }
fig-drag-score = 점수 { $score }
fig-drag-rejected = 거부됨 ({ $why }): 점수 0
fig-drag-find = 매장 찾기
fig-drag-find-placeholder = 매장 코드
fig-drag-download-plan = 이 방안 다운로드
fig-drag-download-customers = 옮긴 customers.csv 다운로드
fig-drag-too-long = 변경이 너무 많아 링크에 담을 수 없습니다. 주소에는 제출 파일만 남고 이동 내용은 남지 않습니다.
fig-drag-help = 마우스나 손가락으로 매장을 끄세요. 키보드: Tab으로 지도에 들어가 방향키로 선택한 매장을 옮기고 (Shift: 열 칸), [ 와 ]로 그 경로의 이전·다음 경유지를 고릅니다. “다른 경로로 옮기는 경유지”에서는 위·아래 키로 경유지를 다음·이전 경로로, 왼쪽·오른쪽 키로 경로를 따라 옮깁니다. 옮길 때마다 채점기가 모든 숫자를 다시 계산합니다.
fig-drag-stats = 침범 { $intrusions }건, 경로 교차 { $crossings }건, 점수 { $score }
fig-drag-stats-rejected = 침범 { $intrusions }건, 경로 교차 { $crossings }건, 거부됨 ({ $why }), 점수 0
fig-drag-stage-fatal = 읽을 수 없음
fig-drag-stage-schema = 매장 코드
fig-drag-stage-capacity = 적재 용량을 넘은 차량
fig-drag-stage-vehicles = 경로 수가 맞지 않음
fig-drag-moved = 매장 { $code } 이동: { $stats }.

## demo-hull, demo-crossing: 작은 도시 데모.
fig-demo-aria = { $scene }: 매장을 끌거나, 포커스한 뒤 방향키를 사용하세요
fig-demo-hint = 매장을 끌거나, Tab으로 포커스한 뒤 방향키를 사용하세요.
fig-demo-scenes = 장면
fig-demo-intrusions = 침범 { $n }건
fig-demo-score = 점수 { $score } ({ $one } = 시작 상태)
fig-demo-cost = 비용 = 시간 { $time } + 균형 { $balance } + 침범 { $intrusions } + 경로 교차 { $crossings } = { $cost }.
fig-demo-edge-title = 경계 위도 안으로 칩니다
fig-demo-edge-lesson = B3는 빨간 경로의 볼록 껍질 경계 위에 정확히 있고, 경계(또는 꼭짓점) 위의 매장은 안으로 칩니다: 침범 1건. B3를 오른쪽으로 한 칸 끌면 사라지고, 왼쪽으로 한 칸 끌면 확실히 안에 들어갑니다 (그리고 물류센터로 돌아가는 길이 빨간 경로와 교차합니다).
fig-demo-pair-title = 매장이 3곳 미만이면 볼록 껍질은 없지만 침범은 합니다
fig-demo-pair-lesson = 초록(B)은 매장 2곳, 파랑(C)은 일직선 위 3곳입니다. 둘 다 볼록 껍질이 없어 이들을 침범할 수는 없습니다. 하지만 이들의 매장은 다른 볼록 껍질 안에서는 셉니다: 초록의 두 곳이 빨강 안에 있어 침범 2건. C2를 선 밖으로 끌면 파랑도 볼록 껍질이 생깁니다.
fig-demo-stray-title = 멀리 떨어진 매장 하나가 볼록 껍질을 이웃 위로 늘립니다
fig-demo-stray-lesson = A4는 빨간 경로에 속하지만 멀리 있어, 빨간 볼록 껍질이 초록 경로를 덮습니다. 그 안의 초록 매장마다 침범 1건입니다. A4를 A1~A3 옆으로 되돌리면 건수가 0으로 떨어집니다.
fig-demo-touch-title = 닿기만 하면 교차가 아닙니다
fig-demo-touch-lesson = 모든 경로는 물류센터에서 만나고, B2는 빨간 구간 A1 → A2 위에 정확히 있습니다. 닿는 것은 교차가 아니므로 경로 교차 0건입니다. B2를 위로 한 칸 끌면 초록 경로가 빨간 경로와 두 번 교차합니다.
fig-demo-self-title = 경로가 자기 자신과 교차하면 비용이 없습니다
fig-demo-self-lesson = 빨간 경로가 8자 모양으로 자기 길과 교차하지만 비용은 없습니다. 서로 다른 경로 사이의 교차만 셉니다. 빨간 매장 하나를 초록 경로의 길목으로 끌면 세는 교차를 볼 수 있습니다.
fig-demo-depot-title = 이웃을 가로지르는 물류센터 구간도 셉니다
fig-demo-depot-lesson = 초록 경로가 물류센터를 오가는 구간이 빨간 경로를 가로지릅니다. 이것도 다른 교차와 같이 건당 1,800입니다. B1과 B2를 빨간 경로 아래(맨 아래 줄 가운데 근처)로 끌면 교차가 사라집니다.
fig-drag-too-big = 이 계획은 케이스보다 훨씬 커서(위의 문제 참고) 측정하지 않았습니다. 끌 수 있는 것이 없으니 다른 제출 파일을 고르세요.
fig-pred-worst-none = 점수에 들어가는 행 중 오차가 있는 행이 없습니다. 모든 예측이 정확합니다.
