## The routing kind's figures (site/src/kinds/routing/): titles, axes, legends, tooltips,
## captions, controls.

## 그림 목록: 제목과 안내 문구.
fig-map-title = 경로 지도: 경로, 볼록 껍질, 침범, 경로 교차
fig-drag-title = 끌어 보며 배우기: 매장을 옮기고 점수를 확인하세요
fig-demo-hull-title = 침범 자세히 보기
fig-demo-crossing-title = 경로 교차 자세히 보기
fig-worst-pairs-title = 가장 문제가 큰 경로 쌍
fig-hours-title = 차량별 소요 시간
fig-cost-split-title = 제출 파일별 비용 구성
fig-compare-title = 두 제출 파일 나란히 보기
## 사례 페이지의 구역.
fig-routing-heading = 이 점수가 나온 이유
fig-routing-lead = 아래의 모든 숫자는 위 점수와 같은 채점기에서 나오며, 전환하거나 켜고 끄거나 끌 때마다 이 페이지에서 다시 계산됩니다.

## map (및 사례의 작은 지도): 보이는 제출 파일의 경로.
fig-map-route-stops = 경로 { $route }: 경유지 { $n }곳
fig-map-preview-aria = 물류센터 주변 매장 { $n }곳의 지도
fig-map-preview-caption = 매장(점)과 물류센터(사각형). 화면에 보이는 보고서의 경로는 색으로 표시됩니다.
fig-map-counts = 침범 { $intrusions }건 · 경로 교차 { $crossings }건 · 점수 { $score }
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
fig-hours-spread = 가장 긴 경로 { $longest } (경로 { $longest-route }), 가장 짧은 경로 { $shortest } (경로 { $shortest-route }): 균형 항목은 그 차이 { $gap }에 초당 { $weight }을 매깁니다: { $balance }.
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

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-wrong-balance-empty-routes-count = 잘못된 균형: 빈 경로도 셈
fig-rule-ladder-step-messy-geometry = 어지러운 기하
fig-rule-ladder-step-wrong-balance-metric = 잘못된 균형 지표
