#!/usr/bin/env python3
"""Reads pixels of a PNG for the SVG pixel tests (Tests/SpecTests/SVGPixelTests.swift).

Standard library only (zlib): 8-bit RGB or RGBA, non-interlaced, as Chromium writes screenshots.

  png-pixels.py FILE size                    -> "W H"
  png-pixels.py FILE at X,Y [X,Y ...]        -> "R G B" per point
  png-pixels.py FILE ink X0,Y0,X1,Y1         -> "minX minY maxX maxY" of dark pixels (luma < 100)
                                                in the box (inclusive), or "none"
"""
import struct, sys, zlib


def read(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit("not a PNG")
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or color not in (2, 6) or interlace:
                raise SystemExit("unsupported PNG: depth %d colour %d interlace %d" % (depth, color, interlace))
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    channels = 3 if color == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = prev[x]
            c = prev[x - channels] if x >= channels else 0
            if kind == 1: line[x] = (line[x] + a) & 255
            elif kind == 2: line[x] = (line[x] + b) & 255
            elif kind == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return width, height, channels, rows


def main():
    path, command, args = sys.argv[1], sys.argv[2], sys.argv[3:]
    width, height, channels, rows = read(path)
    pixel = lambda x, y: tuple(rows[y][x * channels:x * channels + 3])
    if command == "size":
        print(width, height)
    elif command == "at":
        for point in args:
            x, y = (int(v) for v in point.split(","))
            print(*pixel(x, y))
    elif command == "ink":
        x0, y0, x1, y1 = (int(v) for v in args[0].split(","))
        found = None
        for y in range(max(0, y0), min(height - 1, y1) + 1):
            for x in range(max(0, x0), min(width - 1, x1) + 1):
                r, g, b = pixel(x, y)
                if 0.299 * r + 0.587 * g + 0.114 * b < 100:
                    found = (x, y, x, y) if found is None else (
                        min(found[0], x), min(found[1], y), max(found[2], x), max(found[3], y))
        print("none" if found is None else "%d %d %d %d" % found)


if __name__ == "__main__":
    main()
