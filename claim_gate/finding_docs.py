"""The long text of every finding type: what it means and how to fix or waive it.

Kept beside findings.py (not inside each registry line) so that adding a type there and documenting it
here are separate, small edits. `explain`, SARIF rule help and docs/findings.md all read it through
findings.explain_text(); tests/test_explain.py fails naming any registered type left undocumented.
Whether a type blocks is not written here: it is derived from the policy defaults.
"""

from __future__ import annotations

# name -> (explanation, how to fix or waive)
DOCS: dict[str, tuple[str, str]] = {
    "missing_evidence": (
        "A claim that matters (its status is `supported`, or the paper anchors it) has no executed node and "
        "no resolvable result behind it. `supported_by.nodes` names nodes that are absent or did not run, and "
        "`supported_by.results` names no recorded value.",
        "Point the claim's `supported_by` at a node that ran (`has_real_data: true` in tree.json) or at a "
        "`{node_id, metric_path}` that exists in that node's results.json. If the claim has no evidence yet, "
        "remove its anchors from the paper and do not mark it `supported`.",
    ),
    "node_not_executed": (
        "A claim cites a node that is missing from tree.json, or that exists but never executed "
        "(`has_real_data` is not true). On its own this is a warning; a claim left with no executed node at "
        "all becomes `missing_evidence`.",
        "Cite the node that actually produced the result, or run the experiment so that the node has real data.",
    ),
    "result_unresolved": (
        "A claim cites a node result, `{node_id, metric_path}`, that cannot be found in that node's "
        "results.json (a typo in the dot path, or the metric was never recorded).",
        "Fix `metric_path` so it names a key that exists (`measurements.gflops`, `scores.accuracy`, ...), or "
        "drop the citation.",
    ),
    "artifact_missing": (
        "A claim's `supported_by.artifacts` entry, or an artifact a node report records, does not exist in "
        "the checkpoint (also looked for under `ear_published/` and `ear/`).",
        "Add the file to the checkpoint at the recorded path, or remove the stale reference.",
    ),
    "artifact_digest_mismatch": (
        "An artifact's sha256 differs from the digest its node_report.json recorded: the file was changed "
        "after the run that produced it. The numbers it backs can no longer be trusted to be the recorded ones.",
        "Restore the artifact the run produced, or rerun the node so that its report records the new digest. "
        "This finding cannot be waived by the checkpoint's own policy.",
    ),
    "artifact_path_escape": (
        "A path read from a JSON file (an artifact, a figure source, a node folder) leaves its root: it is "
        "absolute, uses `..`, or goes through a symlink out of the checkpoint. The gate never opens it.",
        "Record paths relative to the checkpoint (or the node's folder) and keep the files inside it; replace "
        "symlinks that point outside with copies.",
    ),
    "operand_unresolved": (
        "An operand of a numeric assertion cannot be resolved to a recorded number: the configuration, node or "
        "metric it names does not exist, holds something other than a number or list of numbers, or the "
        "formula uses a role the assertion does not define. Or the value exists only in science_data.json: its "
        "configuration names no node, its node is not in the tree or did not execute, or the node's results.json "
        "(when it has one) and the tree's metrics do not record it.",
        "Fix the operand (`{config_id, metric}` or `{node_id, metric_path}`) so it names a recorded number; "
        "for a writer declaration on the anchor, fix `baseline=cfgN` / `cfgN:metric`. "
        "`claim-gate link PAPER.tex --output -` shows how each anchor resolved.",
    ),
    "numeric_mismatch": (
        "The number the paper prints does not match the value recomputed from the assertion's own operands. "
        "A printed number matches when it is the recomputed value rounded to the printed precision (half a unit "
        "of the last printed digit, inclusive), or within the assertion's tolerance (else the policy's, default "
        "0). Qualified numbers (`about`, `over`, `<`, ...) follow their own rule. When the recomputed value "
        "equals another number of the same sentence, the anchor probably binds the wrong number.",
        "Print the recomputed value at the printed precision (the message gives it), or fix the operands if the "
        "record is wrong. If the message says the binding may have shifted, add `at=K` to the anchor "
        "(K = the number's position in the sentence, counting every number from 1).",
    ),
    "declared_value_drift": (
        "An assertion with no anchor in the paper declares a `value` that differs from what its operands give "
        "(relative 1e-9). Nothing in the paper is wrong yet, but whoever copies the declared value will be.",
        "Update the assertion's `value` to the recomputed one, or anchor the assertion so the printed number "
        "is checked instead.",
    ),
    "no_paper_anchor": (
        "A numeric assertion in science_data.json has no `% CLAIM:` anchor in the paper, so nothing it "
        "derives is checked against the text.",
        "Anchor the sentence that prints the number: `% CLAIM:<claim_id>:<assertion_id>` at the end of its line "
        "or on its own line before it. Or delete the assertion if the paper no longer reports it.",
    ),
    "environment_mismatch": (
        "An assertion compares operands measured in different environments (CPU, GPU, executor recorded in the "
        "node reports). It blocks only when the comparison scope is `same_environment`.",
        "Compare operands measured on the same machine, or run under comparison scope `any` when cross-machine "
        "comparisons are intended.",
    ),
    "uncovered_numeric": (
        "A number classified as a result claim, in a target section, is not covered: no anchor binds it and "
        "it is not an exact restatement of a verified value or an operand value. In a strict section under "
        "mode strict it is an error that blocks; elsewhere it is a warning.",
        "Anchor it to an assertion (`% CLAIM:C1:NC3`), or restate exactly a value verified elsewhere, or, when "
        "the number is not a claim (a setting, a quoted figure), waive it with `% NOCLAIM: <reason>` on its "
        "sentence (`% NOCLAIM at=K: <reason>` for the K-th number only). `claim-gate suggest` drafts anchors.",
    ),
    "figure_unregistered": (
        "The paper includes a figure (`\\includegraphics`) that figures_manifest.json does not register.",
        "Register the figure in figures_manifest.json with its source, or remove it from the paper.",
    ),
    "figure_source_missing": (
        "A figure registered in figures_manifest.json names a source file that does not exist in the checkpoint.",
        "Add the figure's source (the script or data that made it) at the recorded path, or fix the path.",
    ),
    "figure_unreferenced": (
        "A figure registered in figures_manifest.json is never included or referenced by the paper.",
        "Reference the figure in the paper, or drop it from the manifest.",
    ),
    "unresolved_anchor": (
        "A `% CLAIM:` anchor cannot be used: it names a claim or assertion that science_data.json does not have, "
        "its token does not parse, a waiver has no reason, a waiver names a number an anchor binds, or the "
        "number it binds cannot be checked as printed (printed by LaTeX the gate cannot model, or a part of a "
        "fraction such as `\\frac{5}{2}`, whose value the gate never reads). The number it was meant for stays "
        "uncovered.",
        "Fix the ids to match science_data.json (`% CLAIM:C1:NC1`; claim ids and assertion ids are "
        "case-sensitive), add the missing assertion, or give the waiver a reason (`% NOCLAIM: a setting`); print "
        "a fraction's value as one number (2.5), or bind another number of the sentence with `at=K`.",
    ),
    "anchor_without_number": (
        "A `% CLAIM:` anchor's sentence has no number left for it to bind: the sentence has fewer numbers than "
        "positional anchors, `at=K` points past the last number or at an uncertainty (the value after "
        "`\\pm`), or an own-line anchor has no sentence after it.",
        "Move the anchor next to the sentence that prints the number (end of that line, or its own line just "
        "before it), fix `at=K`, or use `NC0` to tie the sentence to its claim without binding a number.",
    ),
    "invariant_violation": (
        "A metric breaks an invariant: one declared in the metric contract (`value <= 1`, a bound object) or "
        "one inferred from its name (normalized, efficiency, utilization, fraction_of_peak at most 1; "
        "probability in [0, 1]). The number may be transcribed faithfully and still be impossible.",
        "Find out why the measurement breaks the bound (a wrong ceiling, a unit slip, a timing bug) and fix "
        "the record; do not loosen the contract to make it pass.",
    ),
    "placeholder_denominator": (
        "A metric the contract lists in `required_measured` carries no measured provenance tag "
        "(`microbench`, `benchmark`, `measurement`, `measured`): it was declared, not measured, so the "
        "ratio it divides is a placeholder.",
        "Measure the value and tag it in the configuration's `_provenance` (`{\"peak_bw\": \"microbench\"}`).",
    ),
    "correctness_uncovered": (
        "The contract requires a correctness check (`correctness_required`, or `correctness.requires`) that the "
        "run did not emit for a configuration.",
        "Record the correctness residuals the contract requires, tagged `correctness` or `reference` in "
        "`_provenance`.",
    ),
    "correctness_failed": (
        "The contract's correctness predicate (`correctness.expr`) is false for a configuration: its result "
        "is not correct, so its performance numbers do not count.",
        "Fix the computation and rerun; do not report numbers of a configuration that fails its correctness check.",
    ),
    "recompute_mismatch": (
        "The contract metric a configuration reports (its `key`) is not reproducible from the contract's "
        "`formula` over the configuration's measurements, within the contract's own tolerance (default "
        "relative 2%).",
        "Recompute the reported metric from the formula, or fix the measurements it was computed from.",
    ),
    "claim_evidence_missing": (
        "A contract claim lists `required_evidence`, and no configuration carries any of it.",
        "Record the required evidence (the named measurements) in at least one configuration, or drop the claim.",
    ),
    "ceiling_unmeasured": (
        "The contract requires a measured ceiling (`ceiling_must_be_measured`), and no metric `ceiling_select` "
        "uses carries measured provenance.",
        "Measure the ceiling (peak bandwidth, peak flops) and tag it `microbench` or `measured` in `_provenance`.",
    ),
    "formula_invalid": (
        "A declared expression cannot be used: it does not compile in the formula language (the message gives "
        "line, column and a did-you-mean), a writer declaration's `formula=` is not a registry name, the formula "
        "names no recorded operand (it proves nothing), its value does not change when every operand it names "
        "does (`value*0 + 99.9`, `max(value, 99.9)`: a constant in disguise), a registry comparison of two runs "
        "divides two kinds of quantity (one run's GFLOP/s over another's milliseconds, by recorded units or by the "
        "metrics' names), it gives a vector or bool where a number is needed, or a contract name no configuration "
        "carries.",
        "Fix the expression (`claim-gate eval 'FORMULA' --config science_data.json` tries it), or use a registry "
        "name (`relative_speedup`, `relative_gain`, ...; see docs/formula-language.md).",
    ),
    "invariant_unevaluable": (
        "A declared invariant or correctness expression cannot be evaluated for one configuration: it names a "
        "metric that configuration lacks. It is reported, never skipped.",
        "Record the metric for that configuration, or restrict the expression to metrics every configuration has.",
    ),
    "codedigest_mismatch": (
        "The paper's `\\codedigest{...}` differs from `bundle_sha256` in `ear_published/manifest.lock`: the "
        "paper names a different code bundle than the one published. Or it matches, but the lock's bundle_sha256 "
        "is not the sha256 of its own files map, or a file the map lists no longer has the sha256 it records (or "
        "is missing): the bundle was changed after it was published.",
        "Copy the manifest's bundle_sha256 into `\\codedigest{}`, or republish the bundle the paper describes "
        "(restore the changed file, or publish again and update the digest).",
    ),
    "codedigest_unverifiable": (
        "The paper has a `\\codedigest{...}` but the checkpoint has no `ear_published/manifest.lock` to check it "
        "against; or `ear_published` holds files the lock does not list, which the digest does not cover.",
        "Add the published manifest to the checkpoint (or publish again with every file listed), or remove the "
        "digest from the paper.",
    ),
    "contract_tampered": (
        "metric_contract.json no longer matches the digest recorded when it was frozen, a science_data "
        "metric_contract differs from the frozen one, or the supersede history does not chain. The goal posts "
        "were moved by hand.",
        "Restore the frozen contract (`claim-gate contract verify CKPT` checks it). To change a frozen contract "
        "on purpose, use `claim-gate contract supersede CKPT --from F --reason TEXT`, which keeps the change "
        "visible.",
    ),
    "contract_superseded": (
        "The frozen metric contract was replaced through `contract supersede`; the message gives the reason "
        "recorded in metric_contract.history.jsonl. It is a warning so that moving the goal posts stays visible "
        "in every report.",
        "Nothing to fix if the change was intended: reviewers should read the reason.",
    ),
    "statistic_inconsistent": (
        "A reported test result's p does not follow from its printed statistic and degrees of freedom "
        "(`t(28) = 2.20, p = .036`), given the rounding of the printed numbers. The message gives the "
        "recomputed p range.",
        "Recompute p from the statistic and df (or fix the statistic or df) and print it at its precision; "
        "write `p < .001` rather than `p = .000`.",
    ),
    "statistic_decision_error": (
        "A reported p and the p recomputed from its statistic fall on different sides of alpha (policy "
        "`statistics.alpha`, default 0.05): the paper's significance decision is wrong, not only its digits. "
        "Also when the printed p decides nothing at alpha (p < .25) and the sentence says the decision in words "
        "(\"significantly faster\") that the recomputed p contradicts.",
        "Recompute the test; fix the statistic, df or p, and the conclusion drawn from it.",
    ),
    "grim_inconsistent": (
        "A percentage or mean cannot arise from the stated number of integer-valued responses (GRIM): no "
        "integer count k of n gives the printed value at its precision, or k differs from the stated count.",
        "Check n and the count: print 100*k/n at its precision for the true k, or correct n.",
    ),
    "grimmer_inconsistent": (
        "A standard deviation cannot arise from integer-valued data with the stated n and mean (GRIMMER's bound "
        "and rounding tests).",
        "Recompute the SD from the data, or correct n or the mean.",
    ),
    "input_invalid": (
        "One entry of an input file is invalid against its schema (a claim without an id, an operand of the "
        "wrong type, a number that overflows); it is reported and the rest of the file is checked. It always "
        "blocks: a bad entry must never disable its own check.",
        "Fix the entry at the JSON path the message names (`claim-gate schema NAME` prints the schema).",
    ),
    "evidence_drift": (
        "A configuration value in science_data.json differs (relative 1e-9) from the value its own node's "
        "results.json records for the same metric: the paper would be checked against edited numbers.",
        "Regenerate science_data.json from the results, or find out which of the two was edited.",
    ),
    "policy_weakened": (
        "The checkpoint's own claim_gate_policy.json tried to loosen what blocks (a lower mode, a type or strict "
        "section left out, a larger tolerance, a changed statistics.alpha), or an assertion's own tolerance was "
        "wider than 2% of its recomputed value (or the policy's tolerance, if wider). The checkpoint is written by "
        "the pipeline the gate checks, so it may only tighten; each loosening was ignored (an assertion is matched "
        "within the cap) and is named in the message.",
        "Remove the loosening from the checkpoint's policy or the assertion. A person who means to loosen the gate "
        "passes `--policy-file`, `--mode` or `CLAIM_GATE_MODE` on the command line.",
    ),
    # The verifiers beside the gate: rubric envelope, replay bundle, citations.
    'rubric_schema_invalid': (
        'The rubric envelope, or one TaskNode of its tree, breaks the version-3 JSON Schema: a missing envelope field, a wrong type, a `reproduce_contract` whose `script_path` is not reproduce.sh or whose `max_runtime_sec` is outside 60..43200.',
        'Fix the field the message names at the JSON path it gives; `claim-gate schema rubric_envelope` prints the schema.',
    ),
    'rubric_hash_mismatch': (
        "`rubric_sha256` is not the sha256 of the envelope serialised as the pipeline does (sorted keys, no spaces, UTF-8), neither without `rubric_sha256` and `audit` (the seed's rule) nor without `rubric_sha256` alone (the pipeline code's form). The rubric was edited after it was hashed.",
        'Recompute the digest from the envelope as it stands, or restore the content the digest was taken over.',
    ),
    'rubric_paper_mismatch': (
        '`paper_sha256` is not the sha256 of the paper given with `--paper`: the rubric was written for another version of the paper.',
        'Regenerate the rubric from this paper, or pass the paper it was written for.',
    ),
    'rubric_paper_unverified': (
        "No `--paper` was given, so `paper_sha256` and the leaves' quotes could not be checked. A warning, never a pass of those checks.",
        'Pass `--paper PAPER.tex` so the digest and every quote are checked.',
    ),
    'rubric_id_invalid': (
        'A TaskNode `id` is not a version-4 UUID, or two nodes share one: references to nodes would be ambiguous.',
        'Give every node its own uuid4.',
    ),
    'rubric_leaf_fields': (
        'A leaf lacks a field only leaves carry (its task category, rationale and quote), or an internal node carries one.',
        'Move the leaf-only fields to the leaves, and give every leaf all of them.',
    ),
    'rubric_vocabulary_invalid': (
        'A `task_category` or `finegrained_task_category` is not one of the closed vocabularies (3 task categories, 7 fine-grained ones).',
        'Use one of the listed values; the message names the nearest.',
    ),
    'rubric_quote_not_found': (
        "A leaf's `rationale_from_paper.quote` does not occur verbatim in the paper (line wrapping aside), so the leaf's claim about the paper cannot be checked.",
        'Quote the paper exactly, or flag the leaf `no_paper_evidence`.',
    ),
    'rubric_flag_inconsistent': (
        'A leaf is flagged `no_paper_evidence` although its quote does occur in the paper.',
        'Remove the flag, or the quote if it is not the evidence.',
    ),
    'rubric_weight_invalid': (
        "The weights of a node's children do not sum to more than 0, so the node's score is undefined.",
        'Give the children positive weights.',
    ),
    'rubric_score_mismatch': (
        "In a graded tree a node's score is not the exact weighted mean (computed with fractions) of its children's scores.",
        'Recompute the score from the children, or correct the child scores it was computed from.',
    ),
    'rubric_flags_count_mismatch': (
        '`audit.flags_count` is not the number of flags on all leaves.',
        'Set `flags_count` to the count the message gives, or fix the flags.',
    ),
    'rubric_regenerate': (
        'More than 20% of the leaves are flagged; the audit rule says the rubric must be regenerated rather than used.',
        'Regenerate the rubric from the paper.',
    ),
    'rubric_venue_axes_mismatch': (
        "In `paper_audit` mode the root's children must be exactly the venue template's axes (sc, neurips or nature); they are not.",
        "Make the root's children the venue's axes, one each, or choose the right venue.",
    ),
    'bundle_schema_invalid': (
        'A bundle file breaks its JSON Schema (replication_policy.json, replay_rows.json, the execution or source-module manifest).',
        'Fix the field at the JSON path the message gives; `claim-gate schema bundle_replay_row` and its siblings print the schemas.',
    ),
    'bundle_policy_incomplete': (
        'replication_policy.json leaves out one of the fourteen replay fields or eight rubric axes the seed requires, so rows could pass without them.',
        'Add the missing field or axis the message names.',
    ),
    'bundle_escape_authority': (
        'replication_policy.json grants one of the four escape authorities (hidden rubric export, benchmark performance claim, unbounded compute search, final-answer-only grading); all must be false.',
        'Set the authority to false.',
    ),
    'bundle_row_incomplete': (
        'A replay row leaves one of the fourteen replay fields empty.',
        'Fill the field the message names.',
    ),
    'bundle_ref_missing': (
        'A path the bundle names does not exist inside the bundle.',
        'Add the file, or fix the path.',
    ),
    'bundle_path_escape': (
        'A path the bundle names is absolute, uses `..`, or goes through a symlink out of the bundle folder; it is never opened.',
        'Use a path relative to the bundle that stays inside it.',
    ),
    'bundle_hash_unresolved': (
        'A declared artifact hash (`sha256:<hex>`) matches no file of the bundle.',
        'Declare the hash of a file that is in the bundle, or add the file.',
    ),
    'bundle_external_model_access': (
        'The execution manifest allows external model access; a replay must not call out.',
        'Set external model access to false.',
    ),
    'bundle_metric_refused': (
        'The metric spec is anything but a bare `sum_field` of one named field over one allowed public input table; other operations are not replayed.',
        'Express the metric as a sum_field over an input listed in `allowed_public_inputs`.',
    ),
    'bundle_metric_input_invalid': (
        "A row of the metric's input table lacks the summed field or holds a non-number, so the sum cannot be replayed.",
        'Fix the input row the message names.',
    ),
    'bundle_metric_mismatch': (
        'Replaying the metric over its input does not give the declared output (`total`, `row_count`).',
        'Re-run the metric script and declare what it gives, or restore the input it was computed from.',
    ),
    'bundle_output_hash_mismatch': (
        'The declared output, or the replayed metric serialised as canonical JSON, does not hash to `declared_output_sha256` or to the `.sha256` file.',
        'Recompute the digest from the declared output, or restore the output.',
    ),
    'bundle_source_module_invalid': (
        'The source-module manifest declares the wrong `source_import_class`, or puts a body in the receipt.',
        'Use the import class the seed prescribes and keep bodies out of the receipt.',
    ),
    'bundle_source_digest_mismatch': (
        "A copied source module's bytes differ from its declared sha256, or from the live source it names.",
        'Copy the module again and record its digest.',
    ),
    'bundle_negative_case_passed': (
        'A negative case of the bundle, a row that must fail, was not rejected with its own code: the verifier setup is not exercising that failure.',
        'Make the negative case carry the defect its name says, as the seed describes.',
    ),
    'bundle_codedigest_mismatch': (
        "The bundle's `bundle_sha256` (over every file of the bundle) differs from the paper's `\\codedigest{}`: the bundle is not the one the paper cites, even if it is internally consistent.",
        'Cite the digest of the bundle you ship, or ship the bundle the paper cites.',
    ),
    'bundle_codedigest_unverified': (
        'No paper `\\codedigest{}` was given, so nothing binds the bundle to a paper: a rewrite that changes input, output and hash together would pass.',
        'Pass `--paper PAPER.tex` carrying `\\codedigest{}`.',
    ),
    'bundle_author_code_reuse': (
        "A replay row reuses the original authors' code instead of a scratch scaffold, so it does not test replication.",
        'Rebuild the row from the scratch scaffold.',
    ),
    'bundle_hidden_rubric_leakage': (
        'A replay row exports the hidden grading rubric.',
        'Remove the rubric export from the row.',
    ),
    'bundle_report_only_success': (
        'A replay row claims success from a write-up alone, with no cold-rerun receipt or metric script.',
        'Attach the cold-rerun receipt and the metric scripts the row relies on.',
    ),
    'bundle_performance_overclaim': (
        'A replay row asserts a benchmark-performance claim, which the policy forbids.',
        'Drop the claim from the row.',
    ),
    'bundle_private_body_leakage': (
        'A row or the execution manifest puts a private paper or data body in the receipt.',
        'Keep private bodies out of the receipt; reference them by digest.',
    ),
    'bundle_unbounded_compute': (
        'A replay row searches with unbounded compute or names no cost and runtime budget.',
        'Name the cost/runtime budget the row ran under.',
    ),
    'bundle_final_answer_only': (
        'A replay row is graded on its final answer only, not on the replayed steps.',
        'Grade the row against the rubric axes.',
    ),
    'bundle_undeclared_hash': (
        'A replay row references an artifact hash the bundle never declared.',
        'Declare the hash in `declared_artifact_hash_refs`, or remove the reference.',
    ),
    'citation_input_invalid': (
        'A reference entry or a score file breaks its JSON Schema; the entry is left out of the sets and reported.',
        'Fix the entry at the JSON path the message gives.',
    ),
    'citation_label_invalid': (
        'A reference has no label, two labels, or a label other than P0/P1, or a label names no reference: the P0/P1 partition is not a partition.',
        'Give every reference exactly one label, P0 or P1.',
    ),
    'citation_unresolved': (
        'References without a resolved paper id cannot enter the F1 sets; they are counted and reported, never dropped silently.',
        'Resolve the references to paper ids where possible; the count tells how much of the list was scored.',
    ),
    'litreview_penalty_out_of_range': (
        "A literature-review penalty lies outside the range the rater's instructions allow for it, or names no known penalty.",
        'Use a known penalty within its range.',
    ),
    'litreview_cap_exceeded': (
        "A literature-review axis exceeds a mechanical cap of the rater's instructions.",
        'Lower the score to the cap, or raise the axis that caps it.',
    ),
    'litreview_cap_flagged': (
        "A literature-review score the rater's instructions call rare (an axis below 50 with overall above 75, or overall above 90); a warning to look again, not an error.",
        'Check the evidence behind the high score.',
    ),
}
