#!/usr/bin/env python3
"""Agreement of `tenace bid` with an external SAYC conformance suite.

The suite is SAYCBridge's `src/tests/test_sayc.py` (https://github.com/eseidel/saycbridge,
BSD licence; not copied into this repository: pass the path of a checkout's file). Its cases are
compiled the way that project's harness does: hands written clubs.diamonds.hearts.spades, dealer
North, vulnerability None unless given, and every case whose auction has four or more calls also
asks the player's earlier calls (a "subtest" per earlier turn), duplicates dropped within a group.

    python3 scripts/sayc-suite.py SAYC_TEST_PY [--tenace target/release/tenace] [--robot]
        [--half odd|even] [--failures] [--json OUT]

prints the agreement per group and in total (the case is agreed when `tenace bid` makes exactly
the expected call). `--robot` asks the robots' own call (with simulation where the rules leave a
judgment) and reports the decision times; `--half` keeps every other case (numbered in file
order) so that one half can serve for development and the other for a held-out figure.
See docs/bidding.md for the figures and the commands that produced them.
"""

import argparse
import importlib.util
import json
import math
import subprocess
import sys
from collections import OrderedDict

VUL = {None: "None", "None": "None", "N-S": "NS", "E-W": "EW", "Both": "All"}


def call(text):
    c = text.strip().upper()
    return c[:-1] + "NT" if len(c) == 2 and c.endswith("N") else c


def compile_cases(path):
    spec = importlib.util.spec_from_file_location("sayc_suite", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    cases = []
    for group, lines in sorted(module.sayc_expectations.items()):
        seen = set()

        def add(hand, expected, calls, vul, subtest):
            key = (hand, " ".join(calls), vul)
            if key in seen:
                return
            seen.add(key)
            cases.append(
                {
                    "group": group,
                    # clubs.diamonds.hearts.spades -> spades.hearts.diamonds.clubs
                    "hand": ".".join(reversed(hand.split("."))),
                    "auction": " ".join(calls),
                    "vul": VUL[vul],
                    "expected": expected,
                    "subtest": subtest,
                }
            )

        for line in lines:
            hand, expected = line[0], call(line[1])
            calls = [call(c) for c in (line[2] if len(line) > 2 else "").split()]
            vul = line[3] if len(line) > 3 else None
            add(hand, expected, calls, vul, False)
            while len(calls) >= 4:
                expected, calls = calls[-4], calls[:-4]
                add(hand, expected, calls, vul, True)
    return cases


def percentile(values, p):
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(p * len(ordered)) - 1)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("suite", help="path of SAYCBridge's src/tests/test_sayc.py")
    ap.add_argument("--tenace", default="target/release/tenace")
    ap.add_argument("--robot", action="store_true")
    ap.add_argument("--half", choices=["odd", "even"])
    ap.add_argument("--failures", action="store_true", help="list the cases not agreed")
    ap.add_argument("--json", help="write every case with the call made to this file")
    args = ap.parse_args()

    cases = compile_cases(args.suite)
    if args.half:
        cases = [c for i, c in enumerate(cases, 1) if (i % 2 == 1) == (args.half == "odd")]
    groups = OrderedDict()
    times, sim_times, nodes = [], [], []
    for case in cases:
        cmd = [args.tenace, "bid", "--hand", case["hand"], "--dealer", "N", "--vul", case["vul"]]
        cmd += ["--auction", case["auction"]]
        if args.robot:
            cmd.append("--robot")
        run = subprocess.run(cmd, capture_output=True, text=True)
        if run.returncode == 0:
            answer = json.loads(run.stdout)
            case["call"] = answer["call"]
            case["rule"] = answer["rule"]
            if args.robot:
                (sim_times if answer["simulated"] else times).append(answer["ms"])
                if answer["simulated"]:
                    nodes.append(answer["nodes"])
                case["simulated"] = answer["simulated"]
                case["rules_call"] = answer["rules_call"]
        else:
            case["call"] = None
            case["error"] = run.stderr.strip()
        ok = case["call"] == case["expected"]
        tally = groups.setdefault(case["group"], [0, 0])
        tally[0] += ok
        tally[1] += 1
        if args.failures and not ok:
            print(f"FAIL {case['group']}: {case['hand']} [{case['auction']}] vul {case['vul']}: "
                  f"expected {case['expected']}, got {case['call']} ({case.get('rule') or case.get('error')})")
    agreed = sum(t[0] for t in groups.values())
    total = sum(t[1] for t in groups.values())
    for name, (ok, n) in groups.items():
        print(f"{name:50} {ok:4}/{n:<4} {100 * ok / n:5.1f} %")
    summary = {"cases": total, "agreed": agreed, "agreement_percent": round(100 * agreed / max(total, 1), 1),
               "errors": sum(1 for c in cases if c["call"] is None)}
    if args.robot:
        summary.update({
            "calls_without_simulation": len(times),
            "p95_ms_without_simulation": percentile(times, 0.95),
            "simulated_calls": len(sim_times),
            "p95_ms_simulated": percentile(sim_times, 0.95),
            "max_ms_simulated": max(sim_times, default=0.0),
            "p95_nodes_simulated": percentile(nodes, 0.95),
            "max_nodes_simulated": max(nodes, default=0),
            "changed_by_simulation": sum(1 for c in cases if c.get("simulated") and c["call"] != c["rules_call"]),
        })
    print(json.dumps({"summary": summary}))
    if args.json:
        with open(args.json, "w") as out:
            for case in cases:
                out.write(json.dumps(case, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    sys.exit(main())
