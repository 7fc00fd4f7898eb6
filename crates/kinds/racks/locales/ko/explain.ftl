## 랙 배치 유형 진단 코드의 `fde-grade explain CODE`.

explain-racks-file-not-found = 계획 파일이 없습니다.
    .what = 읽을 `solution.csv`가 없습니다.
    .why = 평가기는 `fatal`("缺 solution.csv")을 돌려줍니다: 점수 0.
    .example = `solution.csv`가 없는 제출 폴더.

explain-racks-bad-data = 사례의 데이터 파일 때문에 평가기가 예외를 냅니다.
    .what = `server.csv`, `rack_col.csv`, `rack.csv` 또는 `nic_attr_mapping.csv`에 열이 없거나, float()가 읽지 못하는 수, int()를 취하는 곳의 NaN이나 무한대, int()가 거부하는 슬롯 번호가 있습니다.
    .why = 평가기는 계획의 첫 검사 뒤에 데이터를 읽습니다: 행이 있는 모든 계획이 `exception`, 점수 0.
    .example = height가 `inf`인 server.csv 행.

explain-racks-unreadable = 계획이 Python이 읽는 CSV가 아닙니다.
    .what = 파일이 UTF-8이 아니거나, 필드가 csv 모듈의 한도(131,072자)보다 깁니다.
    .why = 읽기가 평가기의 try 안에서 예외를 냅니다: Python의 메시지와 함께 `exception`, 점수 0.
    .example = GBK로 저장한 파일.

explain-racks-empty = 계획에 데이터 행이 없습니다.
    .what = 파일이 비어 있거나, 머리글만 있거나, 빈 줄만 있습니다.
    .why = 평가기는 `fatal`("solution.csv 为空")을 돌려줍니다: 점수 0.
    .example = `server_id,rack_id,pos,allocation_status,batch` 한 줄뿐.

explain-racks-unknown-server = 행의 서버가 server.csv에 없습니다.
    .what = `str(...).strip()` 뒤의 server_id가 server.csv의 번호가 아닙니다(server_id 열이 없으면 빈 값으로 읽음).
    .why = 하드 위반: `hard_violations`("批次 __unknown__: 未知服务器 …"), 점수 0.
    .example = 번호가 `SERVER_0001`인데 `SERVER_1`.

explain-racks-duplicate-server = 서버에 행이 두 개 있습니다.
    .what = 같은 server_id가 그 배치에서 다시 나옵니다.
    .why = 하드 위반("服务器 … 出现两次"): 점수 0.
    .example = `SERVER_0007`의 행 두 개.

explain-racks-missing-server = server.csv의 서버에 행이 없습니다.
    .what = 모든 배치를 통과한 뒤에도 server.csv의 일부 번호가 나오지 않았습니다.
    .why = 하드 위반: 대수와 처음 다섯 번호, 점수 0.
    .example = 배치할 수 없는 서버를 상태 0으로 쓰지 않고 빼 버린 계획.

explain-racks-bad-status = int(float())가 읽지 못하는 상태.
    .what = allocation_status가 수가 아닙니다(또는 NaN). 짧은 행의 빠진 칸은 None으로 읽힙니다.
    .why = 평가기의 `except ValueError`가 하드 위반("allocation_status 非法")으로 만듭니다: 점수 0.
    .example = 상태가 `yes`.

explain-racks-raises = 칸 하나 때문에 평가기가 예외를 냅니다.
    .what = 무한대 allocation_status(int()가 OverflowError를 내고 평가기는 잡지 않음), int()가 거부하는 숫자의 pos(위 첨자, 원 숫자, 4,300자리 초과), 또는 비용 항이 넘칠 만큼 높은 슬롯.
    .why = 예외가 평가 전체를 끝냅니다: `exception`, 점수 0.
    .example = 상태 `inf`, 또는 pos `²`.

explain-racks-unknown-rack = 배치된 서버의 랙이 rack_col.csv에 없습니다.
    .what = allocation_status가 1(또는 빈 값)인데 rack_id가 rack_col.csv의 번호가 아닙니다.
    .why = 하드 위반("未知机柜"): 점수 0.
    .example = 미배치 서버를 상태 1, 빈 rack_id로 쓴 경우.

explain-racks-no-pos = 배치된 서버에 슬롯이 없습니다.
    .what = allocation_status가 1(또는 빈 값)인데 pos가 비어 있습니다.
    .why = 하드 위반("allocation_status=1 但缺 pos"): 점수 0.
    .example = `SERVER_0001,RACK_0075,,1,BATCH_001`.

explain-racks-bad-pos = 슬롯이 슬롯 번호가 아닙니다.
    .what = pos가 숫자도, 숫자 뒤 A도 아닙니다(B, C, D 면, 부호, 소수는 슬롯이 아님).
    .why = 하드 위반("pos 无法解析为可上架位号"): 점수 0.
    .example = `12B` 또는 `3.0`.

explain-racks-incompatible = 서버의 NIC가 랙에 맞지 않습니다.
    .what = nic_attr_mapping.csv에 서버의 NIC와 랙의 속성을 정확히 짝짓는 행이 없습니다.
    .why = 하드 위반("不兼容"): 점수 0.
    .example = 매핑에 없는 NIC를 어디든 배치한 경우.

explain-racks-over-power = 랙이 정격 전력을 넘습니다.
    .what = 그 배치에서 랙의 사용 전력과 새 서버들의 전력 합이 정격 전력을 1e-6보다 많이 넘습니다.
    .why = 하드 위반("超过额定"): 점수 0. 배치마다 도착 전 랙 상태에서 시작합니다.
    .example = 1,000 W가 남은 랙에 600 W 서버 두 대.

explain-racks-no-slot = 서버가 랙의 슬롯을 벗어납니다.
    .what = pos … pos+height-1 슬롯 중 하나가 rack.csv에 있는 그 랙의 슬롯이 아닙니다(또는 B, C, D 면뿐).
    .why = 하드 위반("不存在 U 位"): 점수 0.
    .example = 랙 맨 위 슬롯에 놓은 2U 서버.

explain-racks-slot-taken = 서버가 사용 중인 슬롯과 겹칩니다.
    .what = 슬롯 중 하나가 rack.csv에서 state 1이거나, 같은 배치의 다른 서버가 차지했습니다.
    .why = 하드 위반("已被占用"): 점수 0.
    .example = 한 배치의 서버 두 대를 한 랙의 같은 슬롯에.

explain-racks-not-finite = 비용이 유한한 수가 아닙니다.
    .what = 비용의 한 항이 NaN이거나 무한대입니다(데이터의 NaN 가중치나 전력).
    .why = 하드 위반("成本计算得到非有限值"): 점수 0.
    .example = nic_attr_mapping.csv의 가중치 `nan`.
