//! The tank kind on a three-station case of our own in FDE-Bench 049's format: each
//! plan's server output as the case's evaluator printed it under CPython 3.12 (its rules
//! read from the case; peers/kinds/tank.py checks thousands more against our own
//! plain-Python statement of them).

use grade_core::kind::{FileList, Kind, KindReport};
use kind_tank::{TankCase, TankKind};

const INPUT: &str = r#"{"taskStartDate": "202603050600", "backFlag": true, "connectSize": 2, "customers": [{"locationId": "ST1", "workTime": "202603050800-202603051200", "serviceDuration": 60, "availableVehicles": ["4.2m"], "orders": [{"order_id": "A1", "oilType": 1, "fuelCategory": "92#", "volume": 2500}, {"order_id": "A2", "oilType": 2, "fuelCategory": "0#", "volume": 1200.5}]}, {"locationId": "ST2", "workTime": "202603050900-202603051700", "orders": [{"order_id": "B1", "oilType": 1, "fuelCategory": "95#", "volume": 1800.0}]}, {"locationId": "ST3", "workTime": "202603051300-202603051800|202603051900-202603052100", "serviceDuration": 30, "availableVehicles": ["7.6m"], "orders": [{"order_id": "C1", "oilType": 1, "fuelCategory": "92#", "volume": 2900}]}], "vehicles": [{"name": "4.2m", "vehcileType": [{"wareId": 1, "loadType": 1, "volume": 3000}, {"wareId": 2, "loadType": 1, "volume": 3000}, {"wareId": 3, "loadType": 2, "volume": 3000}]}, {"name": "7.6m", "vehcileType": [{"wareId": 1, "loadType": 1, "volume": 5000}, {"wareId": 2, "loadType": 1, "volume": 5000}, {"wareId": 3, "loadType": 1, "volume": 5000}, {"wareId": 4, "loadType": 2, "volume": 5000}]}], "depots": [{"locationId": "DEPOT_1", "id": "D1"}], "departs": [{"locationId": "SITE_002"}], "locations": [{"id": "SITE_002", "x": 116.4, "y": 39.9}, {"id": "DEPOT_1", "x": 116.55, "y": 40.02}, {"id": "ST1", "x": 116.3, "y": 39.95}, {"id": "ST2", "x": 116.62, "y": 39.85}, {"id": "ST3", "x": 116.71, "y": 40.1}]}"#;

/// (name, solution.json, the evaluator's printed dict, the codes our diagnostics carry in order, deduplicated).
const CASES: &[(&str, &str, &str, &[&str])] = &[
    (
        "valid_bare",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 1.0, "quality_score": 19.985349, "overall_score": 19.985349, "reference_value": 2827219.4264542763, "error_info": {}, "total_distance": 141464.59935447123, "player_objective": 141464.59935447123, "self_reported_distance": 90000.5, "combined_score_raw": 93.16381610345348, "warnings": []}"#,
        &[],
    ),
    (
        "valid_object",
        r#"{"trips": [{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]}"#,
        r#"{"validity_score": 1.0, "quality_score": 19.985349, "overall_score": 19.985349, "reference_value": 2827219.4264542763, "error_info": {}, "total_distance": 141464.59935447123, "player_objective": 141464.59935447123, "self_reported_distance": 90000.5, "combined_score_raw": 93.16381610345348, "warnings": []}"#,
        &[],
    ),
    (
        "volume_int_float_equal",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500.0}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 1.0, "quality_score": 19.985349, "overall_score": 19.985349, "reference_value": 2827219.4264542763, "error_info": {}, "total_distance": 141464.59935447123, "player_objective": 141464.59935447123, "self_reported_distance": 90000.5, "combined_score_raw": 93.16381610345348, "warnings": []}"#,
        &[],
    ),
    (
        "volume_off",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500.001}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["客户 ST1: 订单 A1 的体积不匹配 (期望: 2500, 实际: 2500.001)"], "total": 1}}"#,
        &["tank/order-volume"],
    ),
    (
        "volume_text",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": "2500"}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["客户 ST1: 订单 A1 的体积不匹配 (期望: 2500, 实际: 2500)"], "total": 1}}"#,
        &["tank/order-volume"],
    ),
    (
        "load_within_001",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500.01}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["Trip 1: 仓 1 装载 2500.01L 与该仓交付 2500.00L 不一致", "Total volume mismatch: required=8400.50L, delivered=8400.51L"], "total": 2}}"#,
        &["tank/load-delivered", "tank/total-volume"],
    ),
    (
        "load_beyond_001",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500.0100001}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["Trip 1: 仓 1 装载 2500.01L 与该仓交付 2500.00L 不一致", "Total volume mismatch: required=8400.50L, delivered=8400.51L"], "total": 2}}"#,
        &["tank/load-delivered", "tank/total-volume"],
    ),
    (
        "fuel_type_quirk",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 3, "volume": 2900}]}], "loadInfo": [{"wareId": 3, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["Trip 2: 仓3的燃料类型1与定义2不符"], "total": 1}}"#,
        &["tank/fuel-type"],
    ),
    (
        "mixed_grade",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 1, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["Trip 1: 仓 1 混装了多种细类油品 ['92#', '95#']", "Trip 1: 仓 1 装载 2500.00L 与该仓交付 4300.00L 不一致", "Trip 1: 仓 2 装载 1800.00L 与该仓交付 0.00L 不一致"], "total": 3}}"#,
        &["tank/mixed-grade", "tank/load-delivered"],
    ),
    (
        "capacity",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "4.2m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 3100}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 3100}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["客户 ST3: 订单 C1 的体积不匹配 (期望: 2900, 实际: 3100)", "Trip 2: 仓 2 装载 3100.00L 超过真实仓容 3000.00L", "Total volume mismatch: required=8400.50L, delivered=8600.50L"], "total": 3}}"#,
        &["tank/order-volume", "tank/capacity", "tank/total-volume", "tank/vehicle-access"],
    ),
    (
        "no_trip_id_raises",
        r#"[{"vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 1, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["方案结构不合法,校验中断: KeyError: 'tripId'"]}}"#,
        &["tank/raises"],
    ),
    (
        "customers_int",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": 5, "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["方案结构不合法,校验中断: TypeError: 'int' object is not iterable"]}}"#,
        &["tank/raises"],
    ),
    (
        "depot_list_crash",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 50000.5, "duration": 200, "depot": {"locationId": ["D1"]}, "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"crash": "TypeError", "exception": "unhashable type: 'list'"}"#,
        &["tank/crash"],
    ),
    (
        "distance_text",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": "5", "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["计分中断: TypeError: unsupported operand type(s) for +=: 'int' and 'str'"]}}"#,
        &["tank/score-raises"],
    ),
    (
        "exp_overflow",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": -2000000000.0, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["计分中断: OverflowError: math range error"]}}"#,
        &["tank/score-raises"],
    ),
    (
        "own_distance_far",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 1, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 1.0, "quality_score": 19.985349, "overall_score": 19.985349, "reference_value": 2827219.4264542763, "error_info": {}, "total_distance": 141464.59935447123, "player_objective": 141464.59935447123, "self_reported_distance": 40001.0, "warnings": [], "combined_score_raw": 96.90180214886384}"#,
        &[],
    ),
    (
        "stops_depart",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": "X", "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}, {"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["Trip 1: 仓 2 混装了多种细类油品 ['92#', '95#']", "Trip 1: 仓 2 装载 1800.00L 与该仓交付 4700.00L 不一致", "trip#1 串点 3 家 > connectSize 2", "trip#1 departPoint=X 不是给定出发点"], "total": 4}}"#,
        &["tank/mixed-grade", "tank/load-delivered", "tank/stops", "tank/start-point"],
    ),
    (
        "order_missing",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["客户 ST3: 订单 C1 未被交付", "Total volume mismatch: required=8400.50L, delivered=5500.50L"], "total": 2}}"#,
        &["tank/order-missing", "tank/total-volume", "tank/vehicle-access"],
    ),
    (
        "empty",
        r#"[]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["solution 里没有 trips / 为空"]}}"#,
        &["tank/no-trips"],
    ),
    (
        "load_ware_text",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": "x", "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["Trip 1: 仓x未在车辆定义中找到", "Trip 1: 仓号或装载量不是有效数值", "Trip 1: 仓 1 装载 0.00L 与该仓交付 2500.00L 不一致"], "total": 3}}"#,
        &["tank/ware-nowhere", "tank/not-number", "tank/load-delivered"],
    ),
    (
        "load_negative",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": -5}, {"wareId": 2, "oilType": 1, "volume": 4305}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["Trip 1: 仓 1 装载量必须是非负有限数", "Trip 1: 仓 1 装载 0.00L 与该仓交付 2500.00L 不一致", "Trip 1: 仓 2 装载 4305.00L 与该仓交付 1800.00L 不一致", "Trip 1: 仓 2 装载 4305.00L 超过真实仓容 3000.00L"], "total": 4}}"#,
        &["tank/load-negative", "tank/load-delivered", "tank/capacity"],
    ),
    (
        "ware_not_on_vehicle",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}, {"wareId": 4, "oilType": 2, "volume": 0}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["Trip 1: 车型 4.2m 没有仓 4"], "total": 1}}"#,
        &["tank/ware-not-on-vehicle"],
    ),
    (
        "vehicle_type",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "9m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["Trip 2: vehicleType 必须是车型定义中的名称"], "total": 1}}"#,
        &["tank/vehicle-type", "tank/vehicle-access"],
    ),
    (
        "order_fuel",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 2, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051100", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": "7.6m", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["Trip 1: 订单 A2 的油品大类与仓 2 不匹配", "Trip 1: 仓 2 混装了多种细类油品 ['0#', '95#']", "Trip 1: 仓 2 装载 1800.00L 与该仓交付 3000.50L 不一致", "Trip 1: 仓 3 装载 1200.50L 与该仓交付 0.00L 不一致"], "total": 4}}"#,
        &["tank/order-fuel", "tank/mixed-grade", "tank/load-delivered"],
    ),
    (
        "warnings_valid",
        r#"[{"tripId": 1, "vehicleType": "4.2m", "distance": 40000, "duration": 300, "depot": {"locationId": "DEPOT_1"}, "departPoint": {"locationId": "SITE_002"}, "customers": [{"locationId": "ST1", "arriveTime": "202603050900", "departTime": "202603051000", "orders": [{"order_id": "A1", "wareId": 1, "volume": 2500}, {"order_id": "A2", "wareId": 3, "volume": 1200.5}]}, {"locationId": "ST2", "arriveTime": "202603051630", "departTime": "202603051200", "orders": [{"order_id": "B1", "wareId": 2, "volume": 1800.0}]}], "loadInfo": [{"wareId": 1, "oilType": 1, "volume": 2500}, {"wareId": 2, "oilType": 1, "volume": 1800}, {"wareId": 3, "oilType": 2, "volume": 1200.5}]}, {"tripId": 2, "vehicleType": " 7.6m ", "distance": 50000.5, "duration": 200, "depot": "D1", "customers": [{"locationId": "ST3", "arriveTime": "202603051400", "departTime": "202603051500", "orders": [{"order_id": "C1", "wareId": 2, "volume": 2900}]}], "loadInfo": [{"wareId": 2, "oilType": 1, "volume": 2900.0}]}]"#,
        r#"{"validity_score": 1.0, "quality_score": 19.985349, "overall_score": 19.985349, "reference_value": 2827219.4264542763, "error_info": {}, "total_distance": 141464.59935447123, "player_objective": 141464.59935447123, "self_reported_distance": 90000.5, "combined_score_raw": 93.16381610345348, "warnings": ["客户 ST2: 到达时间 202603051630 可能不在时间窗内", "Customer ST3: not served by allowed vehicle types ['7.6m']"]}"#,
        &["tank/time-window", "tank/vehicle-access"],
    ),
    (
        "not_json",
        r#"[{"tripId": 1,"#,
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["solution.json 解析失败: Expecting property name enclosed in double quotes: line 1 column 15 (char 14)"]}}"#,
        &["tank/not-json"],
    ),
];

fn case() -> TankCase {
    TankCase { input: kind_tank::data::load(INPUT.as_bytes()).unwrap(), reference: kind_tank::REFERENCE_VALUE }
}

fn codes_of(r: &kind_tank::TankReport) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for d in &r.diagnostics {
        if !out.contains(&d.code.to_string()) {
            out.push(d.code.to_string());
        }
    }
    out
}

#[test]
fn server_output_is_the_evaluators() {
    let c = case();
    for (name, body, want, codes) in CASES {
        let r = kind_tank::grade(&c, body.as_bytes(), "solution.json");
        let got = TankKind::server_output(&c, &r, Some(body.as_bytes()), "solution.json");
        assert_eq!(got, *want, "{name}");
        assert_eq!(codes_of(&r), codes.iter().map(|s| s.to_string()).collect::<Vec<_>>(), "{name}");
        assert_eq!(r.valid, want.contains("\"validity_score\": 1.0"), "{name}");
    }
}

#[test]
fn a_missing_file_and_bad_data() {
    let c = case();
    let r = TankKind::grade_unreadable(&c, "solution.json", "no such file");
    assert_eq!(
        TankKind::server_output(&c, &r, None, "solution.json"),
        r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 2827219.4264542763, "error_info": {"hard_violations": ["缺 solution.json"]}}"#
    );
    assert_eq!(r.diagnostics[0].code, "tank/file-not-found");
    let bad = INPUT.replacen("\"vehcileType\"", "\"vehicleTypes\"", 1);
    let e = TankKind::load_files(None, Some(("input_data.json", bad.as_bytes())), &FileList::default(), None).unwrap_err();
    assert_eq!(e[0].code, "tank/bad-data");
    assert!(e[0].message.contains("vehicles[0] has no `vehcileType`"), "{}", e[0].message);
}

#[test]
fn the_diagnostics_name_the_place() {
    let c = case();
    let (_, body, _, _) = CASES.iter().find(|x| x.0 == "fuel_type_quirk").unwrap();
    let r = kind_tank::grade(&c, body.as_bytes(), "solution.json");
    let d = &r.diagnostics[0];
    // Trip 2's first compartment row: compartment 3 is diesel in the first vehicle type.
    assert_eq!(d.message, "compartment 3 carries fuel type 1 where vehicle type 4.2m defines 2");
    assert_eq!(d.location.index_of("tank_trip"), Some(1));
    assert_eq!(d.location.index_of("compartment"), Some(0));
    i18n::register(&[&kind_tank::WORDS]);
    let table = r.table(i18n::Lang::En);
    assert!(table.contains("violations 1") && !table.contains("cli-table-tank"), "{table}");
}

/// `datetime.strptime(s, "%Y%m%d%H%M")`: the regex's first alternatives, then nothing left.
#[test]
fn strptime_as_python_reads_it() {
    let m = |s: &str| kind_tank::strptime(s).map(|x| x - kind_tank::strptime("202603050000").unwrap());
    assert_eq!(m("202603050830"), Some(510));
    // %m takes "3" (then %d "05", %H "8", %M "30"), as Python does.
    assert_eq!(m("20260305830"), Some(510));
    assert_eq!(m("2026030583"), Some(483)); // 03-05 08:3
    assert_eq!(m("20260305083"), Some(483));
    assert_eq!(m("2026030508300"), None); // unconverted data remains
    assert_eq!(m("202602300800"), None); // 30 February
    assert_eq!(m("x"), None);
}

/// Python's `int / int` is correctly rounded (values printed by CPython 3.12).
#[test]
fn int_true_division() {
    let cases: &[(i128, f64)] = &[
        (-173361641588781364463471720915484669, 1.363978297315353e+29),
        (831724928039785620029472638236318709, -6.543862533751264e+29),
        (-1113187367366269118243122671084147261, 8.758358515863643e+29),
    ];
    for &(n, want) in cases {
        assert_eq!(kind_tank::evaluate::int_div(-n, 1_271_000), want, "{n}");
    }
}

#[test]
fn missing_keys_are_broken_rules() {
    let c = case();
    let body = r#"[{"tripId": 1, "vehicleType": "4.2m", "loadInfo": [{"volume": 1}], "customers": [{"locationId": "ST1"}]}]"#;
    let r = kind_tank::grade(&c, body.as_bytes(), "solution.json");
    let got = TankKind::server_output(&c, &r, None, "solution.json");
    assert!(got.contains(r#""Trip 1: loadInfo 缺 wareId 或 oilType", "客户 ST1: 订单 A1 未被交付""#), "{got}");
    assert!(got.contains(r#""客户 ST1: 缺 locationId / arriveTime / departTime 之一""#), "{got}");
    assert_eq!(r.diagnostics[0].code, "tank/missing-field");
    assert_eq!(r.diagnostics[0].message, "`wareId` is missing");
}
