#!/usr/bin/env python3
"""tools/solver-oracle: random constraint systems solved by kiwisolver (one level, kiwi's strengths as
weights) and by scipy's linprog level by level (several levels), against the Cassowary module's answers
(printed by the CassowaryOracle executable; its main.swift describes the exchange format)."""
import argparse, json, math, random, subprocess, sys, time

KIWI_STRENGTHS = [1.0, 1000.0, 1e6, 3.0, 2000.0, 5e6, 0.5]
REQUIRED = math.inf


def gen_system(rng, levels):
    """A list of ops: ('A', id, level, weight, rel, const, [(var, coef)]), ('R', id), ('E', var, level, weight),
    ('X', var), ('U', var, value), ('V',). levels: None for kiwi's single level, else a list of levels."""
    nv = rng.randint(2, 12)
    ops, added, next_id = [], [], 0
    x0 = [rng.randint(-20, 20) for _ in range(nv)]  # required constraints hold here in multi-level systems

    def strength():
        if rng.random() < 0.5:
            return REQUIRED, 1.0
        if levels is None:
            return 0.0, rng.choice(KIWI_STRENGTHS)
        return float(rng.choice(levels)), float(rng.randint(1, 5))

    def constraint():
        nonlocal next_id
        k = rng.randint(1, min(4, nv))
        terms = [(v, float(rng.choice([-3, -2, -1, 1, 1, 1, 2, 3]))) for v in rng.sample(range(nv), k)]
        rel = rng.choice('==<><')
        level, weight = strength()
        const = float(rng.randint(-20, 20))
        if levels is not None and level == REQUIRED:
            at = sum(c * x0[v] for v, c in terms)
            const = -at + {'=': 0, '<': -rng.randint(0, 5), '>': rng.randint(0, 5)}[rel]
        next_id += 1
        added.append(next_id)
        return ('A', next_id, level, weight, rel, const, terms)

    if rng.random() < 0.5:  # weak stays make most optima unique
        for v in range(nv):
            next_id += 1
            lv, w = (0.0, 1.0) if levels is None else (float(min(levels)), 1.0)
            ops.append(('A', next_id, lv, w, '=', float(-rng.randint(-20, 20)), [(v, 1.0)]))
            added.append(next_id)
    for _ in range(rng.randint(1, 2 * nv + 2)):
        ops.append(constraint())
    ops.append(('V',))
    edits = []
    if rng.random() < 0.35:
        for v in rng.sample(range(nv), rng.randint(1, min(3, nv))):
            lv, w = (0.0, rng.choice([1e6, 1000.0, 1.0])) if levels is None else (float(rng.choice(levels)), float(rng.randint(1, 5)))
            ops.append(('E', v, lv, w))
            edits.append(v)
        for _ in range(rng.randint(1, 4)):
            ops.append(('U', rng.choice(edits), float(rng.randint(-30, 30))))
            if rng.random() < 0.5:
                ops.append(('V',))
        ops.append(('V',))
    if rng.random() < 0.3:
        for cid in rng.sample(added, rng.randint(1, min(4, len(added)))):
            ops.append(('R', cid))
        ops.append(('V',))
        if edits and rng.random() < 0.5:
            ops.append(('X', edits[0]))
            ops.append(('V',))
        for _ in range(rng.randint(0, 3)):
            ops.append(constraint())
        ops.append(('V',))
    if rng.random() < 0.1:  # error cases
        ops.append(rng.choice([('R', 10_000), ('X', 0), ('U', nv - 1, 3.0), ('E', 0, REQUIRED, 1.0),
                               ('A', added[0], 0.0, 1.0, '=', 0.0, [])]))
        if edits:
            ops.append(('E', edits[-1], 0.0, 1.0))
        ops.append(('V',))
    return nv, ops


def fmt(x):
    return 'inf' if x == math.inf else repr(float(x))


def read_system(lines):
    """The inverse of to_lines."""
    nv, ops = int(lines[0].split()[1]), []
    for l in lines[1:]:
        f = l.split()
        if not f or f[0] == 'Z':
            continue
        if f[0] == 'A':
            ops.append(('A', int(f[1]), float(f[2]), float(f[3]), f[4], float(f[5]),
                        [(int(f[i]), float(f[i + 1])) for i in range(6, len(f), 2)]))
        elif f[0] in 'RX':
            ops.append((f[0], int(f[1])))
        elif f[0] == 'E':
            ops.append(('E', int(f[1]), float(f[2]), float(f[3])))
        elif f[0] == 'U':
            ops.append(('U', int(f[1]), float(f[2])))
        else:
            ops.append(('V',))
    return nv, ops


def to_lines(nv, ops):
    lines = [f'S {nv}']
    for op in ops:
        if op[0] == 'A':
            _, cid, lv, w, rel, const, terms = op
            lines.append(' '.join(['A', str(cid), fmt(lv), fmt(w), rel, fmt(const)] + [f'{v} {fmt(c)}' for v, c in terms]))
        else:
            lines.append(' '.join(str(op[0]) if i == 0 else (str(a) if isinstance(a, int) else fmt(a)) for i, a in enumerate(op)))
    lines.append('Z')
    return lines


def run_kiwi(nv, ops):
    import kiwisolver as k
    s, xs, cns, tokens = k.Solver(), [k.Variable(f'x{i}') for i in range(nv)], {}, []
    codes = {k.DuplicateConstraint: 'dup', k.UnsatisfiableConstraint: 'unsat', k.UnknownConstraint: 'unknown',
             k.DuplicateEditVariable: 'dupedit', k.BadRequiredStrength: 'reqedit', k.UnknownEditVariable: 'unknownedit'}
    active, edits = {}, {}  # what kiwi holds, to rebuild it

    def strength(lv, w):
        return k.strength.required if lv == REQUIRED else w

    for op in ops:
        try:
            if op[0] == 'A':
                _, cid, lv, w, rel, const, terms = op
                if cid not in cns:
                    expr = k.Expression([k.Term(xs[v], c) for v, c in terms], const)
                    cns[cid] = k.Constraint(expr, {'=': '==', '<': '<=', '>': '>='}[rel], strength(lv, w))
                s.addConstraint(cns[cid])
                active[cid] = cns[cid]
            elif op[0] == 'R':
                s.removeConstraint(cns.get(op[1]) or k.Constraint(k.Expression([], 0.0), '=='))
                active.pop(op[1])
            elif op[0] == 'E':
                s.addEditVariable(xs[op[1]], strength(op[2], op[3]))
                edits[op[1]] = [strength(op[2], op[3]), None]
            elif op[0] == 'X':
                s.removeEditVariable(xs[op[1]])
                edits.pop(op[1])
            elif op[0] == 'U':
                s.suggestValue(xs[op[1]], op[2])
                edits[op[1]][1] = op[2]
            else:
                s.updateVariables()
                tokens += ['V'] + [x.value() for x in xs]
                continue
            tokens.append('ok')
        except tuple(codes) as e:
            tokens.append(codes[type(e)])
            if type(e) is k.UnsatisfiableConstraint:
                # kiwi's tableau after a failed add can hold the rejected constraint (its artificial
                # variable is dropped as if zero): rebuild it from what it accepted.
                s = k.Solver()
                for c in active.values():
                    s.addConstraint(c)
                for v, (st, value) in edits.items():
                    s.addEditVariable(xs[v], st)
                    if value is not None:
                        s.suggestValue(xs[v], value)
    return tokens


def kiwi_runner():
    """Reads [nv, ops] JSON lines, prints kiwi's tokens as JSON lines (a separate process: kiwi can abort)."""
    for line in sys.stdin:
        nv, ops = json.loads(line)
        ops = [tuple(math.inf if x == 'inf' else x for x in op) for op in ops]
        print(json.dumps(run_kiwi(nv, ops)), flush=True)


def run_kiwi_all(systems):
    """kiwi's tokens per system, None where kiwi aborted (its InternalSolverError is not caught in Python)."""
    results, i = [], 0
    enc = lambda nv, ops: json.dumps([nv, [['inf' if x == math.inf else x for x in op] for op in ops]])
    while i < len(systems):
        text = ''.join(enc(nv, ops) + '\n' for nv, ops in systems[i:])
        p = subprocess.run([sys.executable, __file__, '--kiwi-runner'], input=text, capture_output=True, text=True)
        got = [json.loads(l) for l in p.stdout.splitlines()]
        results += got
        i += len(got)
        if p.returncode != 0:
            results.append(None)
            i += 1
    return results


def parse(line):
    out = []
    for t in line.split():
        try:
            out.append(float(t))
        except ValueError:
            out.append(t)
    return out


def checkpoints(ops, tokens, nv):
    """For each V: (its index in tokens, active constraints, edits {var: (level, weight, suggestion)}),
    replaying the ops with the accept/reject answers in tokens."""
    active, edits, result, t, defs = {}, {}, [], 0, {}
    for op in ops:
        if op[0] == 'V':
            result.append((t, dict(active), {v: tuple(e) for v, e in edits.items()}))
            t += 1 + nv
            continue
        ok = tokens[t] == 'ok'
        t += 1
        if op[0] == 'A':
            defs.setdefault(op[1], op)
        if not ok:
            continue
        if op[0] == 'A':
            active[op[1]] = defs[op[1]]
        elif op[0] == 'R':
            active.pop(op[1], None)
        elif op[0] == 'E':
            edits[op[1]] = [op[2], op[3], 0.0]
        elif op[0] == 'X':
            edits.pop(op[1], None)
        elif op[0] == 'U':
            edits[op[1]][2] = op[2]
    return result


def values_at(tokens, t, nv):
    return [float(x) for x in tokens[t + 1:t + 1 + nv]]


def errors(values, active, edits):
    """Per-level weighted error, the worst required violation (relative), and per-level total weight."""
    per, worst, wsum = {}, 0.0, {}
    for (_, _, lv, w, rel, const, terms) in active.values():
        e = sum(c * values[v] for v, c in terms) + const
        scale = 1 + abs(const) + sum(abs(c * values[v]) for v, c in terms)
        err = abs(e) if rel == '=' else max(0.0, e) if rel == '<' else max(0.0, -e)
        if lv == REQUIRED:
            worst = max(worst, err / scale)
        else:
            per[lv] = per.get(lv, 0.0) + w * err
            wsum[lv] = wsum.get(lv, 0.0) + w * scale
    for v, (lv, w, s) in edits.items():
        per[lv] = per.get(lv, 0.0) + w * abs(values[v] - s)
        wsum[lv] = wsum.get(lv, 0.0) + w * (1 + abs(s) + abs(values[v]))
    return per, worst, wsum


def same_objective(a, b, wsum, tol=1e-6):
    """Equal per level, within 1e-6 relative, plus rounding (1e-10 of each constraint's size times its weight)."""
    for lv in sorted(set(a) | set(b), reverse=True):
        x, y = a.get(lv, 0.0), b.get(lv, 0.0)
        if abs(x - y) > tol * max(1.0, abs(x), abs(y)) + 1e-10 * wsum.get(lv, 0.0):
            return False
    return True


def compare_kiwi(nv, ops, ours, kiwi):
    """None if they agree, 'degenerate' if they agree by objective only, 'kiwi-invalid' if kiwi broke a
    required constraint (then ours is checked with linprog), else a reason."""
    shape = lambda ts: [t for t in ts if isinstance(t, str)]
    degenerate = False
    for t, active, edits in checkpoints(ops, kiwi, nv):
        b = values_at(kiwi, t, nv)
        if errors(b, active, edits)[1] > 1e-6:
            why = compare_levels(nv, ops, ours)
            return 'kiwi-invalid' if why is None else why
    if shape(ours) != shape(kiwi):
        return f'answers differ: ours {shape(ours)} kiwi {shape(kiwi)}'
    for t, active, edits in checkpoints(ops, kiwi, nv):
        a, b = values_at(ours, t, nv), values_at(kiwi, t, nv)
        (ea, wa, ws), (eb, wb, _) = errors(a, active, edits), errors(b, active, edits)
        if wa > 1e-6:
            return f'checkpoint {t}: ours violates a required constraint by {wa}'
        if all(abs(x - y) <= 1e-6 * max(1.0, abs(y)) for x, y in zip(a, b)):
            continue
        if not same_objective(ea, eb, ws):
            return f'checkpoint {t}: values differ, objective ours {ea} kiwi {eb}'
        degenerate = True
    return 'degenerate' if degenerate else None


def lexicographic_optimum(nv, active, edits):
    """Per-level optimal error by scipy's linprog, from the highest level down."""
    import numpy as np
    from scipy.optimize import linprog
    soft = [c for c in active.values() if c[2] != REQUIRED]
    nerr = sum(2 if c[4] == '=' else 1 for c in soft) + 2 * len(edits)
    n = nv + nerr
    A_ub, b_ub, A_eq, b_eq, cost = [], [], [], [], {}
    col = nv

    def row(terms):
        r = np.zeros(n)
        for v, c in terms:
            r[v] += c
        return r

    for (_, _, lv, w, rel, const, terms) in active.values():
        r = row(terms)
        if lv == REQUIRED:
            if rel == '=':
                A_eq.append(r); b_eq.append(-const)
            else:
                s = 1 if rel == '<' else -1
                A_ub.append(s * r); b_ub.append(-s * const)
            continue
        c = cost.setdefault(lv, np.zeros(n))
        if rel == '=':
            r[col] = -1; r[col + 1] = 1
            A_eq.append(r); b_eq.append(-const)
            c[col] += w; c[col + 1] += w
            col += 2
        else:
            s = 1 if rel == '<' else -1
            r = s * r
            r[col] = -1
            A_ub.append(r); b_ub.append(-s * const)
            c[col] += w
            col += 1
    for v, (lv, w, sug) in edits.items():
        r = row([(v, 1.0)])
        r[col] = -1; r[col + 1] = 1
        A_eq.append(r); b_eq.append(sug)
        c = cost.setdefault(lv, np.zeros(n))
        c[col] += w; c[col + 1] += w
        col += 2
    bounds = [(None, None)] * nv + [(0, None)] * nerr
    best = {}
    for lv in sorted(cost, reverse=True):
        for slack in (1e-9, 1e-8, 1e-7):  # the least slack on the higher levels that linprog accepts
            res = linprog(cost[lv], A_ub=np.array(A_ub) if A_ub else None, b_ub=b_ub or None,
                          A_eq=np.array(A_eq) if A_eq else None, b_eq=b_eq or None, bounds=bounds, method='highs')
            if res.status == 0 or not best:
                break
            b_ub[-len(best):] = [best[l] + slack * 10 * max(1.0, abs(best[l])) for l in sorted(best, reverse=True)]
        if res.status != 0:
            return res.message
        best[lv] = res.fun
        A_ub.append(cost[lv]); b_ub.append(res.fun + 1e-9 * max(1.0, abs(res.fun)))
    return best


def required_feasible(nv, constraints):
    import numpy as np
    from scipy.optimize import linprog
    A_ub, b_ub, A_eq, b_eq = [], [], [], []
    for (_, _, lv, w, rel, const, terms) in constraints:
        r = np.zeros(nv)
        for v, c in terms:
            r[v] += c
        if rel == '=':
            A_eq.append(r); b_eq.append(-const)
        else:
            s = 1 if rel == '<' else -1
            A_ub.append(s * r); b_ub.append(-s * const)
    res = linprog(np.zeros(nv), A_ub=np.array(A_ub) if A_ub else None, b_ub=b_ub or None,
                  A_eq=np.array(A_eq) if A_eq else None, b_eq=b_eq or None, bounds=[(None, None)] * nv, method='highs')
    return res.status == 0


def compare_levels(nv, ops, ours):
    """ours against linprog: each rejection infeasible, each checkpoint lexicographically optimal."""
    active, defs, t = {}, {}, 0
    for op in ops:
        if op[0] == 'V':
            t += 1 + nv
            continue
        tok = ours[t]
        t += 1
        if op[0] == 'A':
            defs.setdefault(op[1], op)
            if tok == 'unsat':
                req = [c for c in active.values() if c[2] == REQUIRED] + [defs[op[1]]]
                if required_feasible(nv, req):
                    return f'op {t - 1}: ours rejected a satisfiable required constraint'
            elif tok == 'ok':
                active[op[1]] = defs[op[1]]
        elif op[0] == 'R' and tok == 'ok':
            active.pop(op[1], None)
    for t, active, edits in checkpoints(ops, ours, nv):
        vals = values_at(ours, t, nv)
        ea, worst, ws = errors(vals, active, edits)
        if worst > 1e-6:
            return f'checkpoint {t}: ours violates a required constraint by {worst}'
        best = lexicographic_optimum(nv, active, edits)
        if isinstance(best, str):
            return f'checkpoint {t}: linprog failed: {best}'
        if not same_objective(ea, best, ws):
            return f'checkpoint {t}: per-level error ours {ea} linprog {best}'
    return None


def main():
    ap = argparse.ArgumentParser()
    if sys.argv[1:] == ['--kiwi-runner']:
        return kiwi_runner()
    ap.add_argument('--binary', required=True)
    ap.add_argument('-n', type=int, default=10000)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--levels', type=int, default=0, help='also N multi-level systems against scipy linprog')
    ap.add_argument('--systems', help='check the systems in this file (S ... Z blocks) instead of random ones')
    ap.add_argument('--batch', action='store_true', help='the solver adds (and removes) consecutive constraints in one call')
    ap.add_argument('--out', default='.build-solver/solver-oracle-disagreements.jsonl')
    a = ap.parse_args()
    start = time.time()
    systems = []
    if a.systems:
        block = []
        for line in open(a.systems).read().split('\n'):
            block.append(line)
            if line == 'Z':
                nv, ops = read_system(block)
                multi = any(op[0] in 'AE' and op[2] not in (0.0, REQUIRED) for op in ops)
                systems.append(('levels' if multi else 'kiwi', nv, ops))
                block = []
        a.n = a.levels = 0
    for i in range(a.n):
        systems.append(('kiwi',) + gen_system(random.Random(a.seed * 1_000_003 + i), None))
    for i in range(a.levels):
        rng = random.Random(a.seed * 1_000_003 + 500_000 + i)
        systems.append(('levels',) + gen_system(rng, sorted(rng.sample([250.0, 500.0, 750.0, 999.0], rng.randint(2, 3)))))
    text = '\n'.join(l for _, nv, ops in systems for l in to_lines(nv, ops)) + '\n'
    proc = subprocess.run([a.binary] + (['--batch'] if a.batch else []), input=text, capture_output=True, text=True)
    if proc.returncode != 0:
        print(proc.stderr, file=sys.stderr)
        sys.exit(f'solver-oracle: {a.binary} exited {proc.returncode}')
    answers = proc.stdout.splitlines()
    assert len(answers) == len(systems), (len(answers), len(systems))
    kiwi = iter(run_kiwi_all([(nv, ops) for kind, nv, ops in systems if kind == 'kiwi']))
    bad, counts, crashed, invalid = [], {'kiwi': [0, 0, 0], 'levels': [0, 0, 0]}, 0, 0
    for (kind, nv, ops), line in zip(systems, answers):
        ours = parse(line)
        if kind == 'kiwi':
            expected = next(kiwi)
            if expected is None:  # kiwi aborted: check against linprog instead
                crashed += 1
                why = compare_levels(nv, ops, ours)
            else:
                why = compare_kiwi(nv, ops, ours, expected)
        else:
            expected = None
            why = compare_levels(nv, ops, ours)
        c = counts[kind]
        c[0] += 1
        if why == 'kiwi-invalid':
            invalid += 1
        elif why == 'degenerate':
            c[2] += 1
        elif why:
            c[1] += 1
            bad.append({'kind': kind, 'why': why, 'lines': to_lines(nv, ops), 'ours': ours, 'expected': expected})
    with open(a.out, 'w') as f:
        for b in bad:
            f.write(json.dumps(b) + '\n')
    k, l = counts['kiwi'], counts['levels']
    print(f'solver-oracle: {k[0]} systems, {k[1]} disagreements ({k[2]} degenerate compared by objective; '
          f'{crashed} where kiwi aborted with an InternalSolverError and {invalid} where kiwi broke a required '
          f'constraint, compared with linprog instead)')
    if l[0]:
        print(f'solver-oracle: {l[0]} multi-level systems against linprog, {l[1]} disagreements')
    print(f'solver-oracle: {time.time() - start:.1f}s' + (f', disagreements in {a.out}' if bad else ''))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
