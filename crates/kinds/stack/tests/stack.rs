//! The stack kind on a three-bay warehouse of our own in FDE-Bench 039's format: each
//! plan's server output as the case's evaluator printed it under CPython 3.12 (the rules
//! read from the case; peers/kinds/stack.py checks thousands more against our own
//! plain-Python statement of them).

use grade_core::kind::{FileList, Kind, KindReport};
use kind_stack::{codes, StackCase, StackKind};

const SNAPSHOT: &str = r#"{"resources": {"max_task_tons": 2, "inbound_transport_minutes": 3, "outbound_transport_minutes": 10, "move_minutes": 10, "day_minutes": 1800, "forklifts": [{"forklift_id": "FLT_001", "region_scope": ["ZONE_A"], "shift_start": 0, "shift_end": 780, "daily_ton_cap": 190}, {"forklift_id": "FLT_002", "region_scope": ["ZONE_A", "ZONE_B"], "allowed_types": ["inbound", "outbound"], "shift_start": 720, "shift_end": 1800, "daily_ton_cap": 5}]}, "locations": [{"location": "ZONE_A_LOC_001", "capacity_tons": 10}, {"location": "ZONE_A_LOC_002", "capacity_tons": 4}, {"location": "ZONE_B_LOC_001", "capacity_tons": 10}], "inventory": [{"location": "ZONE_A_LOC_001", "sku": "SKU_1", "batch": "B1", "tons": 3.0}, {"location": "ZONE_A_LOC_001", "sku": "SKU_2", "batch": "B1", "tons": 1.0}, {"location": "ZONE_A_LOC_002", "sku": "SKU_1", "batch": "B2", "tons": 5.0}, {"location": "ZONE_B_LOC_001", "sku": "SKU_3", "batch": "B1", "tons": 2.5}], "inbound_tasks": [{"task_id": "IN1", "sku": "SKU_1", "batch": "B9", "tons": 3.5, "start_minute": 100}], "outbound_tasks": [{"task_id": "OUT1", "sku": "SKU_2", "batch": "B1", "tons": 1.0, "start_minute": 50}]}"#;

/// (name, solution.json, the evaluator's output with its lines trimmed and joined).
const CASES: &[(&str, &str, &str)] = &[
    (
        "valid",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}]}"#,
        r#"{"validity_score": 1.0,"quality_score": 39.4210694605,"overall_score": 39.4210694605,"error_info": {},"player_objective": 1.001,"reference_value": 39.46049053,"metrics": {"mixed_bays": 1,"overweight_remaining_tons": 1.0,"turnover_tons": 0.0,"turnover_operations": 0,"sku_location_count": 3,"occupied_bays": 3,"operation_rows": 3,"trips": 3}}"#,
    ),
    (
        "valid_move",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}, {"operation_id": "OP4", "type": "active_move", "sku": "SKU_1", "batch": "B2", "source": "ZONE_A_LOC_002", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.0, "start_minute": 200, "end_minute": 210, "forklift": "FLT_001", "task_id": "", "trip_id": "T4"}]}"#,
        r#"{"validity_score": 1.0,"quality_score": 39.460486584,"overall_score": 39.460486584,"error_info": {},"player_objective": 1.0000001,"reference_value": 39.46049053,"metrics": {"mixed_bays": 1,"overweight_remaining_tons": 0.0,"turnover_tons": 1.0,"turnover_operations": 1,"sku_location_count": 3,"occupied_bays": 3,"operation_rows": 4,"trips": 4}}"#,
    ),
    (
        "duration_before_task",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 59, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 99, "end_minute": 102, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"hard_violations": ["OP1: 作业时长 9 分钟, 应为 10 分钟","OP2: 入库开始时刻 99 早于任务时刻 100"],"total": 2}}"#,
    ),
    (
        "tons_rounding",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0000005, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.4999995, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}]}"#,
        r#"{"validity_score": 1.0,"quality_score": 39.4210694605,"overall_score": 39.4210694605,"error_info": {},"player_objective": 1.001,"reference_value": 39.46049053,"metrics": {"mixed_bays": 1,"overweight_remaining_tons": 1.0,"turnover_tons": 0.0,"turnover_operations": 0,"sku_location_count": 3,"occupied_bays": 3,"operation_rows": 3,"trips": 3}}"#,
    ),
    (
        "tons_over",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0000006, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.4999994, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"hard_violations": ["OP2: 单行吨数 2.000001 不在 (0, 2.000] 内","trip T2: 单趟合计 2.000001 t 超过 2.000 t"],"total": 2}}"#,
    ),
    (
        "overlap",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 102, "end_minute": 105, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"hard_violations": ["叉车 FLT_001: 趟次 T2 与 T3 时间重叠"],"total": 1}}"#,
    ),
    (
        "trip_window_and_tons",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"hard_violations": ["trip T2: 同一趟的多行未共享同一时间窗","trip T2: 单趟合计 3.500000 t 超过 2.000 t"],"total": 2}}"#,
    ),
    (
        "ends",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "TRUCK", "region": "ZONE_B", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "DOCK", "target": "ZONE_A_LOC_009", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"hard_violations": ["OP1: 出库作业的 target 必须是 OUTBOUND, 实际 TRUCK","OP1: 标注库区 ZONE_B 与源垛位 ZONE_A_LOC_001 所在库区 ZONE_A 不符","OP1: 叉车 FLT_001 无库区 ZONE_B 作业权限 (可作业 ['ZONE_A'])","OP2: 入库作业的 source 必须是 PACKING, 实际 DOCK","OP2: 目标垛位 ZONE_A_LOC_009 不存在"],"total": 5}}"#,
    ),
    (
        "forklifts",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_002", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_009", "task_id": "IN1", "trip_id": "T3"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"hard_violations": ["OP2: 作业区间 [100,103] 越出叉车 FLT_002 班次 [720,1800]","OP3: 叉车 FLT_009 不在名单内"],"total": 2}}"#,
    ),
    (
        "moves",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}, {"operation_id": "OP4", "type": "passive_move", "sku": "SKU_3", "batch": "B1", "source": "ZONE_B_LOC_001", "target": "ZONE_A_LOC_002", "region": "ZONE_B", "tons": 2.0, "start_minute": 800, "end_minute": 810, "forklift": "FLT_002", "task_id": "IN1", "trip_id": ""}, {"operation_id": "OP5", "type": "active_move", "sku": "SKU_1", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 0, "end_minute": 10, "forklift": "FLT_001", "task_id": "", "trip_id": null}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"hard_violations": ["OP5: 倒垛的源与目标是同一垛位 ZONE_A_LOC_001","OP4: 跨库区倒垛 ZONE_B_LOC_001(ZONE_B) -> ZONE_A_LOC_002(ZONE_A), 标注库区 ZONE_B","OP4: 叉车 FLT_002 不允许执行 passive_move","OP4: 倒垛作业不应挂任务号 IN1","OP4: 落位后 ZONE_A_LOC_002 达 7.000 t, 超过其上限 5.000 t (额定 4.000 t / 期初 5.000 t)"],"total": 5}}"#,
    ),
    (
        "lots_and_tasks",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_1", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 2.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN9", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"hard_violations": ["OP1: 出库 SKU/批次 (SKU_1,B1) 与任务 OUT1 (SKU_2,B1) 不符","OP2: 入库任务号 IN9 不存在","入库任务 IN1 完成 1.500 t, 应为 3.500 t","出库任务 OUT1 完成 2.000 t, 应为 1.000 t"],"total": 4}}"#,
    ),
    (
        "stock_and_ceiling",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}, {"operation_id": "OP4", "type": "active_move", "sku": "SKU_1", "batch": "B9", "source": "ZONE_A_LOC_001", "target": "ZONE_A_LOC_002", "region": "ZONE_A", "tons": 2.0, "start_minute": 60, "end_minute": 70, "forklift": "FLT_001", "task_id": "", "trip_id": "T4"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"hard_violations": ["OP4: 源垛位 ZONE_A_LOC_001 上 (SKU_1,B9) 实时库存 0.000000 t 不足以支撑本趟 2.000000 t","OP4: 落位后 ZONE_A_LOC_002 达 7.000 t, 超过其上限 5.000 t (额定 4.000 t / 期初 5.000 t)"],"total": 2}}"#,
    ),
    (
        "duplicate_texts",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}, {"operation_id": "OP1", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"hard_violations": ["trip T2: 单趟合计 4.000000 t 超过 2.000 t","入库任务 IN1 完成 5.500 t, 应为 3.500 t"],"total": 2}}"#,
    ),
    (
        "no_rows",
        r#"{"operations": [{"operation_id": "OP1", "type": "OUT", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": null, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"fatal": ["operations 中没有一条可解析的作业行"]}}"#,
    ),
    (
        "types",
        r#"{"operations": [{"operation_id": "OP1", "type": null, "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": "100", "end_minute": " 103 ", "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 102.5, "end_minute": 105.5, "forklift": "FLT_001", "task_id": "IN1"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"hard_violations": ["OP1: 作业类型非法 (None)","operations[2]: 作业时长 4 分钟, 应为 3 分钟","叉车 FLT_001: 趟次 T2 与 operations[2] 时间重叠","出库任务 OUT1 完成 0.000 t, 应为 1.000 t"],"total": 4}}"#,
    ),
    (
        "raise_inf",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": Infinity, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"exception": "cannot convert float infinity to integer","traceback": "X"}}"#,
    ),
    (
        "raise_bigint",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"exception": "int too large to convert to float","traceback": "X"}}"#,
    ),
    (
        "raise_row",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, 5, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"exception": "'int' object has no attribute 'get'","traceback": "X"}}"#,
    ),
    (
        "not_object",
        r#"[1]"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"fatal": ["solution.json 顶层不是对象"]}}"#,
    ),
    (
        "empty",
        r#"{"operations": []}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"fatal": ["solution.json 缺 operations 或为空"]}}"#,
    ),
    (
        "no_key",
        r#"{"rows": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"fatal": ["solution.json 缺 operations 或为空"]}}"#,
    ),
    (
        "day_and_zero",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}, {"operation_id": "OP9", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_B_LOC_001", "region": "ZONE_B", "tons": 0.0, "start_minute": 1799, "end_minute": 1802, "forklift": "FLT_002", "task_id": "IN1", "trip_id": "T9"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"hard_violations": ["OP9: 作业区间 [1799,1802] 超出计划期 [0,1800]","OP9: 单行吨数 0.000000 不在 (0, 2.000] 内","OP9: 作业区间 [1799,1802] 越出叉车 FLT_002 班次 [720,1800]"],"total": 3}}"#,
    ),
    (
        "cap_and_cover",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}, {"operation_id": "OP10", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 720, "end_minute": 723, "forklift": "FLT_002", "task_id": "IN1", "trip_id": "U0"}, {"operation_id": "OP11", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 723, "end_minute": 726, "forklift": "FLT_002", "task_id": "IN1", "trip_id": "U1"}, {"operation_id": "OP12", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 726, "end_minute": 729, "forklift": "FLT_002", "task_id": "IN1", "trip_id": "U2"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"hard_violations": ["OP11: 落位后 ZONE_A_LOC_001 达 10.500 t, 超过其上限 10.000 t (额定 10.000 t / 期初 4.000 t)","OP12: 落位后 ZONE_A_LOC_001 达 12.500 t, 超过其上限 10.000 t (额定 10.000 t / 期初 4.000 t)","叉车 FLT_002 当日经手 6.000 t, 超过日上限 5.000 t","入库任务 IN1 完成 9.500 t, 应为 3.500 t"],"total": 4}}"#,
    ),
    (
        "said_once",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "IN", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP2", "type": "IN", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"hard_violations": ["OP2: 作业类型非法 (IN)","入库任务 IN1 完成 0.000 t, 应为 3.500 t"],"total": 2}}"#,
    ),
    (
        "trip_ids_shared",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 1.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 1.5, "start_minute": 103, "end_minute": 106, "forklift": "FLT_002", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP7", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 0.5, "start_minute": 730, "end_minute": 733, "forklift": "FLT_002", "task_id": "IN1", "trip_id": "T2"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"hard_violations": ["OP3: 作业区间 [103,106] 越出叉车 FLT_002 班次 [720,1800]","trip T2: 同一趟的多行未共享同一时间窗","入库任务 IN1 完成 4.000 t, 应为 3.500 t"],"total": 3}}"#,
    ),
    (
        "negative_and_unread",
        r#"{"operations": [{"operation_id": "OP1", "type": "outbound", "sku": "SKU_2", "batch": "B1", "source": "ZONE_A_LOC_001", "target": "OUTBOUND", "region": "ZONE_A", "tons": 2.0, "start_minute": 50, "end_minute": 60, "forklift": "FLT_001", "task_id": "OUT1", "trip_id": "T1"}, {"operation_id": "OP2", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": 2.0, "start_minute": 100, "end_minute": 103, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T2"}, {"operation_id": "OP3", "type": "inbound", "sku": "SKU_1", "batch": "B9", "source": "PACKING", "target": "ZONE_A_LOC_001", "region": "ZONE_A", "tons": null, "start_minute": 103, "end_minute": 106, "forklift": "FLT_001", "task_id": "IN1", "trip_id": "T3"}]}"#,
        r#"{"validity_score": 0.0,"quality_score": 0.0,"overall_score": 0.0,"error_info": {"hard_violations": ["OP3: 时刻或吨数缺失/非数值","OP1: 源垛位 ZONE_A_LOC_001 上 (SKU_2,B1) 实时库存 1.000000 t 不足以支撑本趟 2.000000 t","入库任务 IN1 完成 2.000 t, 应为 3.500 t","出库任务 OUT1 完成 2.000 t, 应为 1.000 t","垛位 ZONE_A_LOC_001 上 (SKU_2,B1) 结存为负 -1.000000 t"],"total": 5}}"#,
    ),
];

fn case() -> StackCase {
    let files = FileList::new(vec![("data/warehouse_snapshot.json".into(), SNAPSHOT.as_bytes().to_vec())]);
    StackKind::load_files(None, None, &files, None).unwrap()
}

fn server(case: &StackCase, text: &str) -> String {
    let r = StackKind::grade(case, text.as_bytes(), "s/solution.json", &[]);
    let out = StackKind::server_output(case, &r, Some(text.as_bytes()), "s/solution.json");
    out.lines().map(str::trim).map(|l| if l.starts_with("\"traceback\"") { "\"traceback\": \"X\"" } else { l }).collect()
}

#[test]
fn every_plan_prints_what_the_evaluator_printed() {
    let case = case();
    for (name, text, want) in CASES {
        assert_eq!(server(&case, text), *want, "{name}");
    }
}

fn text_of(name: &str) -> &'static str {
    CASES.iter().find(|c| c.0 == name).unwrap().1
}

fn codes_of(text: &str) -> Vec<String> {
    StackKind::grade(&case(), text.as_bytes(), "s/solution.json", &[]).diagnostics.iter().map(|d| d.code.clone()).collect()
}

#[test]
fn each_broken_rule_has_its_code_once_per_sentence() {
    let want: &[(&str, &[&str])] = &[
        ("duration_before_task", &["stack/duration", "stack/before-task"]),
        ("tons_over", &["stack/row-tons", "stack/trip-tons"]),
        ("overlap", &["stack/overlap"]),
        ("trip_window_and_tons", &["stack/trip-window", "stack/trip-tons"]),
        ("ends", &["stack/outbound-target", "stack/region", "stack/forklift-region", "stack/inbound-source", "stack/unknown-bay"]),
        ("forklifts", &["stack/outside-shift", "stack/unknown-forklift"]),
        ("moves", &["stack/same-bay", "stack/cross-region", "stack/forklift-type", "stack/move-task", "stack/over-ceiling"]),
        ("lots_and_tasks", &["stack/task-lot", "stack/unknown-task", "stack/coverage", "stack/coverage"]),
        ("stock_and_ceiling", &["stack/short-stock", "stack/over-ceiling"]),
        ("duplicate_texts", &["stack/trip-tons", "stack/coverage"]),
        ("types", &["stack/bad-type", "stack/duration", "stack/overlap", "stack/coverage"]),
        ("day_and_zero", &["stack/outside-day", "stack/row-tons", "stack/outside-shift"]),
        ("cap_and_cover", &["stack/over-ceiling", "stack/over-ceiling", "stack/daily-cap", "stack/coverage"]),
        ("no_rows", &["stack/no-rows"]),
        ("raise_inf", &["stack/raises"]),
        ("raise_bigint", &["stack/raises"]),
        ("raise_row", &["stack/raises"]),
        ("not_object", &["stack/not-object"]),
        ("empty", &["stack/no-operations"]),
        ("no_key", &["stack/no-operations"]),
        ("said_once", &["stack/bad-type", "stack/coverage"]),
        ("trip_ids_shared", &["stack/outside-shift", "stack/trip-window", "stack/coverage"]),
        ("negative_and_unread", &["stack/bad-number", "stack/short-stock", "stack/coverage", "stack/coverage", "stack/negative-stock"]),
        ("valid", &[]),
    ];
    for (name, codes) in want {
        assert_eq!(codes_of(text_of(name)), *codes, "{name}");
    }
    assert_eq!(codes_of("{"), ["stack/not-json"]);
    // Minutes beyond 2^100 are refused rather than graded with overflowing sums.
    let huge = text_of("valid").replacen("\"start_minute\": 50", "\"start_minute\": 1e31", 1);
    assert_eq!(codes_of(&huge), [grade_core::diagnostic::codes::CASE_UNSUPPORTED.code]);
    let r = StackKind::grade_unreadable(&case(), "s/solution.json", "No such file");
    assert_eq!(r.diagnostics[0].code, "stack/file-not-found");
    let out = StackKind::server_output(&case(), &r, None, "s/solution.json");
    assert!(out.contains("\"fatal\": [\n      \"缺 solution.json\"\n    ]"), "{out}");
}

#[test]
fn diagnostics_say_where_the_row_the_forklift_and_the_bay_are() {
    let r = StackKind::grade(&case(), text_of("stock_and_ceiling").as_bytes(), "s/solution.json", &[]);
    let d = &r.diagnostics[0];
    assert_eq!(d.location.index_of("operation"), Some(3));
    assert_eq!(d.location.name_of("forklift"), Some("FLT_001"));
    assert_eq!(d.location.name_of("bay"), Some("ZONE_A_LOC_001"));
    assert_eq!(d.location.name_of("sku"), Some("SKU_1"));
    assert_eq!(d.location.name_of("minute"), Some("60"));
    assert_eq!(d.message, "OP4: bay ZONE_A_LOC_001 holds 0.000000 t of (SKU_1,B9) when the trip takes 2.000000 t");
    let r = StackKind::grade(&case(), text_of("overlap").as_bytes(), "s/solution.json", &[]);
    let d = &r.diagnostics[0];
    assert_eq!(
        (d.location.name_of("forklift"), d.location.name_of("trip"), d.location.index_of("operation")),
        (Some("FLT_001"), Some("T3"), Some(2))
    );
    // The server's count: each sentence once (OP1 twice says the same thing once).
    let r = StackKind::grade(&case(), text_of("duplicate_texts").as_bytes(), "s/solution.json", &[]);
    assert_eq!((r.n_violations, r.error_info.total), (2, Some(2)));
}

#[test]
fn a_valid_plan_reports_its_terms_rows_and_forklifts() {
    let r = StackKind::grade(&case(), text_of("valid_move").as_bytes(), "s/solution.json", &[]);
    assert!(r.valid);
    assert_eq!((r.overweight_tenths, r.turnover_tenths), (Some(0), Some(10)));
    assert_eq!(r.player_objective, Some(1.0000001));
    assert_eq!(r.operations.iter().map(|o| o.id.as_str()).collect::<Vec<_>>(), ["OP1", "OP2", "OP3", "OP4"]);
    assert_eq!(r.forklifts[0].used_tons, 5.5);
    i18n::register(&[&kind_stack::WORDS]);
    assert!(r.table(i18n::Lang::En).contains("objective 1.0000001 / reference 39.46049053  violations 0"), "{}", r.table(i18n::Lang::En));
    // The report reads back from its JSON (the site's worker sends it so).
    let back: kind_stack::StackReport = grade_core::from_json::read_report(&grade_core::to_json(&r), "").unwrap();
    assert_eq!(back, r);
    // A plan written back as solution.json grades the same.
    let again = StackKind::grade(&case(), kind_stack::solution_json(&r.operations).as_bytes(), "s/solution.json", &[]);
    assert_eq!(again.player_objective, r.player_objective);
}

#[test]
fn a_plan_of_zero_scores_a_million_and_a_bom_is_read_away() {
    let snap = r#"{"resources": {"forklifts": [{"forklift_id": "F", "region_scope": ["ZONE_A"]}]}, "locations": [{"location": "ZONE_A_1", "capacity_tons": 5}], "inbound_tasks": [{"task_id": "I", "sku": "S", "batch": "B", "tons": 1, "start_minute": 0}]}"#;
    let files = FileList::new(vec![("data/warehouse_snapshot.json".into(), format!("\u{feff}{snap}").into_bytes())]);
    let case = StackKind::load_files(None, None, &files, None).unwrap();
    let plan = "\u{feff}{\"operations\": [{\"type\": \"inbound\", \"sku\": \"S\", \"batch\": \"B\", \"source\": \"PACKING\", \"target\": \"ZONE_A_1\", \"region\": \"ZONE_A\", \"tons\": 1, \"start_minute\": 0, \"end_minute\": 3, \"forklift\": \"F\", \"task_id\": \"I\"}]}";
    assert_eq!(
        server(&case, plan),
        r#"{"validity_score": 1.0,"quality_score": 1000000.0,"overall_score": 1000000.0,"error_info": {},"player_objective": 0.0,"reference_value": 39.46049053,"metrics": {"mixed_bays": 0,"overweight_remaining_tons": 0.0,"turnover_tons": 0.0,"turnover_operations": 0,"sku_location_count": 1,"occupied_bays": 1,"operation_rows": 1,"trips": 1}}"#
    );
}

#[test]
fn a_snapshot_it_cannot_read_is_a_located_case_error() {
    let files = FileList::new(vec![("data/warehouse_snapshot.json".into(), br#"{"locations": [{"capacity_tons": 5}]}"#.to_vec())]);
    let e = StackKind::load_files(None, None, &files, None).unwrap_err();
    assert_eq!(e[0].code, codes::STACK_BAD_DATA.code);
    assert_eq!(e[0].message, "data/warehouse_snapshot.json: a row of `locations` has no `location` (the evaluator raises KeyError)");
    assert_eq!((e[0].location.line, e[0].location.column), (Some(1), Some(16)));
}

#[test]
fn the_coach_splits_the_objective_and_lists_the_fullest_forklift_first() {
    let r = StackKind::grade(&case(), text_of("valid_move").as_bytes(), "s/solution.json", &[]);
    let c = kind_stack::coach(&r, 5).unwrap();
    // 1 mixed bay + (0 + 10 / 1e4) / 1e4, as a_valid_plan_reports_its_terms_rows_and_forklifts reads it.
    assert_eq!((c.objective, c.mixed_bays, c.overweight_tenths, c.moved_tenths), (1.0000001, 1, 0, 10));
    assert_eq!(c.score, r.overall_score);
    assert_eq!(c.objective, c.mixed_bays as f64 + (c.overweight_tenths as f64 + c.moved_tenths as f64 / 1e4) / 1e4);
    // Every forklift with a cap, the fullest first, each its report's tons over its cap.
    assert_eq!(c.forklifts.len(), r.forklifts.iter().filter(|f| f.cap_tons > 0.0).count());
    assert!(c.forklifts.windows(2).all(|w| w[0].share >= w[1].share), "{:?}", c.forklifts);
    for f in &c.forklifts {
        let of = r.forklifts.iter().find(|x| x.id == f.forklift).unwrap();
        assert_eq!((f.used, f.cap, f.share), (of.used_tons, of.cap_tons, of.used_tons / of.cap_tons));
    }
    assert_eq!(kind_stack::coach(&r, 1).unwrap().forklifts.len(), 1);
    // The table in every language: the head, then a line a forklift.
    i18n::register(&[&kind_stack::WORDS]);
    for lang in i18n::Lang::ALL {
        let t = c.table(lang);
        assert_eq!(t.lines().count(), 1 + c.forklifts.len(), "{lang:?}: {t}");
        assert!(t.starts_with("s/solution.json") && t.contains("1.0000001"), "{lang:?}: {t}");
    }
    // Nothing to coach on a rejected plan.
    let bad = StackKind::grade(&case(), text_of("trip_ids_shared").as_bytes(), "s/solution.json", &[]);
    assert_eq!(kind_stack::coach(&bad, 5), None);
}
