## 纵剪类型的诊断：每个代码一条消息，提示为 `<key>-hint`。

slitting-file-not-found = 无法读取 { $file }：{ $reason }
slitting-file-not-found-hint = 提交 solution.csv：每刀一行，含 mother_id、mother_width、mother_cut_weight，以及 sub1_width…sub5_width 和对应的 sub1_long…sub5_long。
slitting-bad-data = 案例的 { $data } 使评估器在读取提交之前抛出 "{ $error }"
slitting-bad-data-hint = 检查案例的数据文件（mother_coil.csv：宽度、重量；requirements.csv：宽度、重量）：评估器读取的每一列各出现一次。
slitting-unreadable = { $file } 无法作为 CSV 读取：{ $error }
slitting-unreadable-hint = 把方案存为 UTF-8 CSV 文本，带表头行，每行字段数与表头相同。
slitting-no-rows = { $file } 没有 mother_cut_weight 为正的行
slitting-no-rows-hint = 每刀写一行，在 mother_cut_weight 中填入重量（kg）：重量为空、非数字、零或负数的行会被剔除。
slitting-dropped-row = 此行在评分前被剔除：其 mother_cut_weight { $value } 不是大于 0 的数，它的子板不计入任何产出
slitting-dropped-row-hint = 每刀的重量都用数字（kg）填写：被剔除行的子板不计入需求完成量。
slitting-crash = 评估器在此文件上抛出 { $error }（{ $why }），不输出任何结果
slitting-crash-hint = 每个列名只保留一列（服务器会去掉列名两端的空格），并让数据中的每卷母卷都有宽度。
slitting-missing-coil-id = 第 { $cut } 刀没有指定母卷
slitting-missing-coil-id-hint = 在 mother_id 中写明每刀所用的母卷（mother_coil.csv 没有编号列时按行序为 M_0、M_1……）。
slitting-unknown-coil = 第 { $cut } 刀的母卷 { $mother } 不在库存中
slitting-unknown-coil-hint = 使用 mother_coil.csv 的编号（没有编号列时按行序为 M_0、M_1……），原样书写。
slitting-width-mismatch = 第 { $cut } 刀给母卷 { $mother } 填的宽度是 { $given } mm，实际为 { $width } mm（相差超过 10 mm）
slitting-width-mismatch-hint = 从 mother_coil.csv 照抄每卷母卷的宽度。
slitting-no-cut-weight = 第 { $cut } 刀没有大于 0 的断刀重量（{ $value }）
slitting-no-cut-weight-hint = 在名为 mother_cut_weight 的列中填写本刀切下的重量（kg）。
slitting-light-cut = 第 { $cut } 刀只切 { $weight } kg，低于 100 kg 下限（减去 10 kg 容差）
slitting-light-cut-hint = 每刀至少切 90 kg（100 kg 减去 10 kg 容差）。
slitting-no-strips = 第 { $cut } 刀没有子板：没有哪个刀位的宽度和长度都大于 0
slitting-no-strips-hint = 填 1 到 5 个刀位，每个都要有大于 0 的宽度（sub1_width…sub5_width）和长度（sub1_long…sub5_long）。
slitting-unknown-width = 第 { $cut } 刀的刀位 { $slot } 宽 { $width } mm，不是任何订单的宽度
slitting-unknown-width-hint = 只用 requirements.csv 中的宽度，精确相等，没有容差。
slitting-too-wide = 第 { $cut } 刀的子板宽度之和为 { $total } mm，超过母卷 { $mother } 的宽度（{ $width } mm）
slitting-too-wide-hint = 一刀的子板宽度之和不能超过所用母卷的宽度。
slitting-overdraw = 第 { $cut } 刀使母卷 { $mother } 超出库存：剩余 { $remaining } kg，低于 -10 kg
slitting-overdraw-hint = 同一卷母卷各刀断刀重量之和不能超过其在 mother_coil.csv 中的重量（10 kg 容差）。
slitting-short = 宽度 { $width } mm 欠产：订单中有 { $remaining } kg 未生产（超过 10 kg）
slitting-short-hint = 每种订单宽度的产出与订单相差不超过 10 kg：子板重量 = 断刀重量 × 子板宽度 / 母卷宽度。
slitting-over = 宽度 { $width } mm 超产 { $excess } kg（超过 10 kg）
slitting-over-hint = 每种订单宽度的产出与订单相差不超过 10 kg：子板重量 = 断刀重量 × 子板宽度 / 母卷宽度。
slitting-length-mismatch = 第 { $cut } 刀的刀位 { $slot } 填的长度是 { $given } mm，本刀长 { $length } mm（仅提示：长度不计分）
slitting-length-mismatch-hint = 子板长度即本刀长度：重量 / (母卷宽度 × 7.65) × 10000 mm。不影响得分。

## 问题所在：断刀（服务器消息中该行的标签）、母卷、订单宽度。
loc-cut = 第 { $cut } 刀
loc-mother = 母卷 { $mother }
loc-width = 宽度 { $width } mm
