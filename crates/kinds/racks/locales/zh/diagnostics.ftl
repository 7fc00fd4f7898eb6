## 机柜上架类型的诊断：每个代码一条消息（`racks/...` 即 `racks-...`），提示为 `<key>-hint`。

racks-file-not-found = 无法读取 { $file }：{ $reason }
racks-file-not-found-hint = 提交 solution.csv：server.csv 的每台服务器一行，含 server_id、rack_id、pos、allocation_status 和 batch。
racks-bad-data = 案例的 { $data } 使评估器在检查方案之前抛出 "{ $error }"
racks-bad-data-hint = 检查案例的数据文件（server.csv、rack_col.csv、rack.csv、nic_attr_mapping.csv）：评估器读取的每一列、float() 能读的每个数，取 int() 处没有 NaN 或无穷大。
racks-unreadable = { $file } 无法按 CSV 读取：{ $error }
racks-unreadable-hint = 以 UTF-8 CSV 保存文件（可带字节顺序标记），任何字段不超过 131,072 个字符。
racks-empty = { $file } 没有数据行
racks-empty-hint = 写一行表头（server_id, rack_id, pos, allocation_status, batch），然后每台服务器一行。
racks-unknown-server = 第 { $row } 行的服务器 { $id } 不在 server.csv 中
racks-unknown-server-hint = 按 server.csv 原样使用编号（评估器比较去空白后的文本：不要补零，不要科学计数法）。
racks-duplicate-server = 服务器 { $id } 出现第二行（第 { $row } 行）
racks-duplicate-server-hint = 每台服务器恰好一行。
racks-missing-server = 服务器 { $id } 在方案中没有行
racks-missing-server-hint = server.csv 的每台服务器都要有一行；放不下的写 allocation_status 0，rack_id 和 pos 留空。
racks-bad-status = 服务器 { $id } 的 allocation_status { $status } 不是 int(float()) 能读的数
racks-bad-status-hint = allocation_status 写 1（已分配）或 0（未分配）；空单元格按 1 算。
racks-raises = 服务器 { $id } 的 { $what } 使评估器抛出 "{ $error }"
racks-raises-hint = allocation_status 写 0 或 1，pos 用 ASCII 数字写位号（12，A 面写 12A）。
racks-unknown-rack = 服务器 { $id } 放入机柜 { $rack }，但 rack_col.csv 中没有该机柜
racks-unknown-rack-hint = 已分配服务器的 rack_id 须是 rack_col.csv 中的编号，原样书写。
racks-no-pos = 服务器 { $id } 已分配（allocation_status 1）但 pos 为空
racks-no-pos-hint = 给已分配服务器写最低的 U 位；未分配的须明确写 allocation_status 0（状态为空按 1 算）。
racks-bad-pos = 服务器 { $id } 的 pos { $pos } 不是位号（数字，或数字加 A）
racks-bad-pos-hint = 起始 U 位写成数字（12）或 A 面（12A）；B、C、D 面不是可上架位。
racks-incompatible = 服务器 { $id } 的网卡 { $nic } 不能放入机柜 { $rack }，其属性为 { $attr }
racks-incompatible-hint = 只把服务器放进 nic_attr_mapping.csv 中与其网卡配对（原样精确匹配）的属性的机柜；映射表中没有的网卡不能放入任何机柜。
racks-over-power = 批次 { $batch } 中服务器 { $id } 使机柜 { $rack } 的功率达到 { $power } W，超过额定 { $rated }
racks-over-power-hint = 每个机柜的已用功率加上本批次放入的服务器功率不超过额定功率（每个批次都从到货前的机柜状态重新起算）。
racks-no-slot = 服务器 { $id }（高度 { $height }）从 U { $pos } 起：机柜 { $rack } 没有 U 位 { $slot }
racks-no-slot-hint = 高度为 h 的服务器占 pos、pos+1、…、pos+h-1：这些都必须是 rack.csv 中该机柜的位（B、C、D 面不算）。
racks-slot-taken = 服务器 { $id }（高度 { $height }）从 U { $pos } 起：机柜 { $rack } 的 U 位 { $slot } 已被占用
racks-slot-taken-hint = 只用空位（rack.csv 中 state 为 0），也不要用同批次其他服务器已占的位。
racks-not-finite = 方案的成本为 { $cost }，不是有限数
racks-not-finite-hint = 案例数据给出了 NaN 或无穷大的项（权重、功率）；检查 nic_attr_mapping.csv 和 rack_col.csv。

## 问题的位置：方案的数据行（从 1 起）、服务器、机柜、批次、U 位。
loc-entry = 第 { $entry } 行
loc-server = 服务器 { $server }
loc-rack = 机柜 { $rack }
loc-batch = 批次 { $batch }
loc-slot = U 位 { $slot }
