"""Every step of play as a pure function ``(campaign, inputs, dice, clock) -> Step`` (no Qt, no I/O).

One module per area: :mod:`~fhrtool.steps.sheet` (roster and sheet), :mod:`~fhrtool.steps.board` (the
casting board), :mod:`~fhrtool.steps.tracker` (the fight), :mod:`~fhrtool.steps.dice` (the dice roller), :mod:`~fhrtool.steps.campaign` (the table's rules);
:mod:`~fhrtool.steps.step` says what a step is, :mod:`~fhrtool.steps.log` how its events are logged and
:mod:`~fhrtool.steps.labels` what the things it names are called.
"""
