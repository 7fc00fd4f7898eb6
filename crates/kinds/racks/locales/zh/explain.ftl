## 机柜上架类型诊断代码的 `fde-grade explain CODE`。

explain-racks-file-not-found = 缺少方案文件。
    .what = 没有可读的 `solution.csv`。
    .why = 评估器返回 `fatal`（"缺 solution.csv"）：得分 0。
    .example = 提交目录中没有 `solution.csv`。

explain-racks-bad-data = 案例的数据文件使评估器抛出异常。
    .what = `server.csv`、`rack_col.csv`、`rack.csv` 或 `nic_attr_mapping.csv` 缺少列、有 float() 读不了的数、取 int() 处为 NaN 或无穷大，或有 int() 拒绝的位号。
    .why = 评估器在方案的第一项检查之后读取数据：每个有数据行的方案都得到 `exception`，得分 0。
    .example = server.csv 中某行的 height 为 `inf`。

explain-racks-unreadable = 方案不是 Python 能读的 CSV。
    .what = 文件不是 UTF-8，或某个字段超过 csv 模块的上限（131,072 个字符）。
    .why = 读取在评估器的 try 中抛出异常：`exception`，附 Python 的消息，得分 0。
    .example = 以 GBK 保存的文件。

explain-racks-empty = 方案没有数据行。
    .what = 文件为空、只有表头或只有空行。
    .why = 评估器返回 `fatal`（"solution.csv 为空"）：得分 0。
    .example = 只有 `server_id,rack_id,pos,allocation_status,batch` 一行。

explain-racks-unknown-server = 某行的服务器不在 server.csv 中。
    .what = 经 `str(...).strip()` 后，该行的 server_id 不是 server.csv 的编号（缺少 server_id 列时读为空）。
    .why = 硬约束违规：`hard_violations`（"批次 __unknown__: 未知服务器 …"），得分 0。
    .example = 编号是 `SERVER_0001` 却写成 `SERVER_1`。

explain-racks-duplicate-server = 某台服务器有两行。
    .what = 同一个 server_id 在其批次中再次出现。
    .why = 硬约束违规（"服务器 … 出现两次"）：得分 0。
    .example = `SERVER_0007` 有两行。

explain-racks-missing-server = server.csv 的某台服务器没有行。
    .what = 所有批次都通过后，server.csv 中仍有编号从未出现。
    .why = 硬约束违规：列出台数和前五个编号，得分 0。
    .example = 方案省略了放不下的服务器，而不是以状态 0 写出它们。

explain-racks-bad-status = int(float()) 读不了的状态。
    .what = allocation_status 不是数（或为 NaN）；短行缺少的单元格读作 None。
    .why = 评估器的 `except ValueError` 将其记为硬约束违规（"allocation_status 非法"）：得分 0。
    .example = 状态写成 `yes`。

explain-racks-raises = 某个单元格使评估器抛出异常。
    .what = 无穷大的 allocation_status（int() 抛出 OverflowError，评估器不捕获）、int() 拒绝的数字组成的 pos（上标、带圈数字、超过 4,300 位），或位号大到其成本项溢出。
    .why = 异常结束整个评估：`exception`，得分 0。
    .example = 状态写成 `inf`，或 pos 写成 `²`。

explain-racks-unknown-rack = 已分配服务器的机柜不在 rack_col.csv 中。
    .what = allocation_status 读为 1（或为空），但 rack_id 不是 rack_col.csv 的编号。
    .why = 硬约束违规（"未知机柜"）：得分 0。
    .example = 未分配的服务器写成状态 1、rack_id 留空。

explain-racks-no-pos = 已分配服务器没有位号。
    .what = allocation_status 读为 1（或为空），但 pos 为空。
    .why = 硬约束违规（"allocation_status=1 但缺 pos"）：得分 0。
    .example = `SERVER_0001,RACK_0075,,1,BATCH_001`。

explain-racks-bad-pos = 位号不是位号。
    .what = pos 既不是数字，也不是数字加 A（B、C、D 面、符号和小数都不是可上架位）。
    .why = 硬约束违规（"pos 无法解析为可上架位号"）：得分 0。
    .example = `12B` 或 `3.0`。

explain-racks-incompatible = 服务器的网卡与机柜不匹配。
    .what = nic_attr_mapping.csv 中没有把该服务器的网卡与机柜属性配对的行（按原样精确匹配）。
    .why = 硬约束违规（"不兼容"）：得分 0。
    .example = 映射表中没有的网卡，放在任何机柜。

explain-racks-over-power = 机柜超过额定功率。
    .what = 在该批次中，机柜的已用功率加上新放入服务器的功率超过额定功率 1e-6 以上。
    .why = 硬约束违规（"超过额定"）：得分 0。每个批次都从到货前的机柜状态起算。
    .example = 剩余 1,000 W 的机柜放两台 600 W 的服务器。

explain-racks-no-slot = 服务器超出机柜的 U 位。
    .what = pos … pos+height-1 中有位不是 rack.csv 中该机柜的位（或只有 B、C、D 面）。
    .why = 硬约束违规（"不存在 U 位"）：得分 0。
    .example = 2U 服务器放在机柜最顶上的位。

explain-racks-slot-taken = 服务器压到了已占用的位。
    .what = 它的某个位在 rack.csv 中 state 为 1，或已被同批次的另一台服务器占用。
    .why = 硬约束违规（"已被占用"）：得分 0。
    .example = 同一批次的两台服务器放在同一机柜的同一位。

explain-racks-not-finite = 成本不是有限数。
    .what = 成本的某项为 NaN 或无穷大（数据中的权重或功率为 NaN）。
    .why = 硬约束违规（"成本计算得到非有限值"）：得分 0。
    .example = nic_attr_mapping.csv 中的权重为 `nan`。
