#!/usr/bin/env python3
"""Times Yoga's layout of the `grid` workload's tree, through poga's bindings of Yoga's C API.

    yoga_layout.py NODES RUNS    ->  one line: nodes=<count> median_ms=<ms> runs=<ms,ms,...>

The tree is the one `generate.py grid NODES` writes as a spec, node for node:

    column (root, width 393, height unset)
      row × R (flexDirection row, padding 4)
        leaf × 6  (width 28, height 28, padding 4: a 20×20 content box, as
                   `Rectangle().frame(width: 20, height: 20).padding(4)`)
        column (flexGrow 1: `.frame(maxWidth: .infinity)`)
          leaf × 2 (height 20, stretched across: `Rectangle().frame(height: 20)`)

Only `YGNodeCalculateLayout` is timed. Each run builds a fresh tree, so no run reuses the
previous run's cached measurements; the Python cost of building it is not counted.
"""
import statistics
import sys
import time

from poga import libpoga_capi as yg

LEAVES_PER_ROW = 6
NODES_PER_ROW = LEAVES_PER_ROW + 2 + 1 + 1
WINDOW_WIDTH = 393.0


def build(rows):
    """The tree and every node in it (kept alive, and freed by the caller)."""
    root = yg.YGNodeNew()
    yg.YGNodeStyleSetFlexDirection(root, yg.YGFlexDirection.Column)
    yg.YGNodeStyleSetWidth(root, WINDOW_WIDTH)
    count = 1
    for r in range(rows):
        row = yg.YGNodeNew()
        yg.YGNodeStyleSetFlexDirection(row, yg.YGFlexDirection.Row)
        yg.YGNodeStyleSetPadding(row, yg.YGEdge.All, 4.0)
        for i in range(LEAVES_PER_ROW):
            leaf = yg.YGNodeNew()
            yg.YGNodeStyleSetWidth(leaf, 28.0)
            yg.YGNodeStyleSetHeight(leaf, 28.0)
            yg.YGNodeStyleSetPadding(leaf, yg.YGEdge.All, 4.0)
            yg.YGNodeInsertChild(row, leaf, i)
        column = yg.YGNodeNew()
        yg.YGNodeStyleSetFlexDirection(column, yg.YGFlexDirection.Column)
        yg.YGNodeStyleSetFlexGrow(column, 1.0)
        for i in range(2):
            leaf = yg.YGNodeNew()
            yg.YGNodeStyleSetHeight(leaf, 20.0)
            yg.YGNodeInsertChild(column, leaf, i)
        yg.YGNodeInsertChild(row, column, LEAVES_PER_ROW)
        yg.YGNodeInsertChild(root, row, r)
        count += NODES_PER_ROW
    return root, count


def main(argv):
    if len(argv) != 3:
        sys.stderr.write(f"usage: {argv[0]} NODES RUNS\n")
        return 2
    rows = max(1, int(argv[1]) // NODES_PER_ROW)
    runs = int(argv[2])
    times = []
    nodes = 0
    for _ in range(runs):
        root, nodes = build(rows)
        start = time.perf_counter()
        yg.YGNodeCalculateLayout(root, WINDOW_WIDTH, float("nan"), yg.YGDirection.LTR)
        times.append((time.perf_counter() - start) * 1000)
        # A sanity check that layout happened: the last row sits below all the others.
        last = yg.YGNodeGetChild(root, rows - 1)
        if rows > 1 and yg.YGNodeLayoutGetTop(last) <= 0:
            sys.stderr.write("yoga_layout.py: the tree was not laid out\n")
            return 1
        yg.YGNodeFreeRecursive(root)
    print(f"nodes={nodes} median_ms={statistics.median(times):.3f} runs={','.join(f'{t:.3f}' for t in times)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
