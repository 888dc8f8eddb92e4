#!/usr/bin/env bash
# The built parlor played for real: under Xvfb, in real time, driven by keys from outside
# (xdotool), and followed through what it prints with --trace-play (each change of screen, each
# new log line, "turn: you" when the player may act, each with its time).
#
#   play_x11_test.sh PARLOR DATA GAME GAMES_DEF   (ctest runs it once per game; exit 77 = skipped)
#
# For GAME, each of these, and for each: progress within its deadline, each computer move within
# 3 s of what came before it, the watchdog never needed, and an idle window near 0% CPU:
#   round      a new game begun from the title and played by a keyboard-only player to the end of
#              its first round (Cribbage: its first deal), with openbox managing the window and
#              animations off (the fastest setting);
#   load       a save where the computer is to act, opened with --load, without a window manager
#              (Five Crowns: the computer waits for Continue, by design, and then plays);
#   load-off   the same with Settings → Animations off;
# and for Cruno:
#   ten        ten players, Mixed table (the honest players in turn), animations off: two rounds of the
#              table, every computer seat moving;
# and for Five Crowns:
#   table      four players from New game (the Players step), animations off: the first round played
#              by keys to its results, every computer seat moving, the record replayed.
# DATA is tests/data (the saves); GAMES_DEF is include/parlor/games/games.def, whose order is the
# order of New game's list. Timings are printed; PARLOR_SHOTS=DIR keeps a screenshot of each.
set -u

if [ "${1:-}" = --inner ]; then
  parlor=$2 data=$3 game=$4 scenario=$5 wm=$6 index=$7
  work=$(mktemp -d)
  trap 'kill $(jobs -p) 2>/dev/null; wait 2>/dev/null; rm -rf "$work"' EXIT
  export PARLOR_DATA_DIR=$work/data SDL_VIDEODRIVER=x11
  unset SDL_RENDER_DRIVER
  mkdir -p "$PARLOR_DATA_DIR"
  trace=$work/trace
  fail() {
    echo "FAIL ($game $scenario, ${wm}): $*"
    echo "--- the last lines parlor printed:"
    tail -25 "$trace"
    exit 1
  }
  within() { # SECONDS CMD...: runs CMD every 0.05 s until it succeeds; fails after SECONDS
    local end
    end=$(($(date +%s%N) + ${1%.*} * 1000000000))
    shift
    until "$@"; do
      [ "$(date +%s%N)" -ge "$end" ] && return 1
      sleep 0.05
    done
  }
  if [ "$wm" = openbox ]; then
    # As in fullscreen_x11_test.sh: openbox manages only windows mapped once its event loop runs,
    # which a probe window with a WM_STATE shows.
    command -v fc-list >/dev/null && fc-list >/dev/null 2>&1
    openbox >"$work/openbox.log" 2>&1 &
    wm_pid=$!
    announced() { xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id'; }
    probe_managed() {
      local w
      w=$(xdotool search --name '^parlor-probe$' 2>/dev/null | head -1)
      [ -n "$w" ] && xprop -id "$w" WM_STATE 2>/dev/null | grep -q 'Normal'
    }
    if ! within 30 announced; then
      # Once in a CI run openbox never announced itself on a loaded machine: say what it
      # printed, then give it one more start before calling the table's test failed.
      echo "openbox did not announce itself within 30 s; it printed:"
      cat "$work/openbox.log"
      kill "$wm_pid" 2>/dev/null
      wait "$wm_pid" 2>/dev/null
      openbox >"$work/openbox.log" 2>&1 &
      within 30 announced || { cat "$work/openbox.log"; fail "openbox did not start"; }
    fi
    ready=
    for _ in 1 2 3 4 5 6 7 8 9 10; do
      xmessage -title parlor-probe -timeout 5 probe >/dev/null 2>&1 &
      probe=$!
      within 3 probe_managed && ready=1
      kill "$probe" 2>/dev/null; wait "$probe" 2>/dev/null
      [ -n "$ready" ] && break
    done
    [ -n "$ready" ] || fail "openbox did not show a probe window"
  fi

  # ---- parlor, and what it printed ----
  pid=
  visible() {
    wid=$(xdotool search --onlyvisible --name '^Parlor$' 2>/dev/null | head -1)
    [ -n "$wid" ]
  }
  # Where a parlor that shows no window stands: running or not, the kernel's wait, its threads'
  # stacks when gdb is there, and the X server's windows.
  diagnose() {
    if kill -0 "$pid" 2>/dev/null; then
      echo "parlor is running: $(grep State /proc/$pid/status), waiting in $(cat /proc/$pid/wchan 2>/dev/null)"
      command -v gdb >/dev/null &&
        timeout 30 gdb -p "$pid" -batch -ex 'thread apply all bt 12' 2>/dev/null | grep -E '^(Thread|#)'
    else
      echo "parlor has ended (status $(wait "$pid"; echo $?))"
    fi
    echo "it printed:"
    tail -10 "$trace"
    echo "the X server's windows:"
    xwininfo -root -children 2>&1 | tail -8
  }
  start() { # ARGS...: starts parlor and waits for its window and first screen
    # A seed for every random choice: the same deals and the same replies every run.
    "$parlor" --size 1280x720 --seed "${PLAY_SEED:-1}" --trace-play "$@" >"$trace" 2>&1 &
    pid=$!
    within 60 visible || { diagnose; fail "the window did not open"; }
    ! grep -q 'trying again' "$trace" || echo "$game $scenario: $(grep -m1 'trying again' "$trace")"
    within 20 grep -q '^[0-9.]* scene: ' "$trace" || fail "no screen was shown"
  }
  alive() { kill -0 "$pid" 2>/dev/null || fail "parlor ended (status $(wait "$pid"; echo $?))"; }
  press() { # KEYS...: the keys (words of the arguments), typed quickly one after another
    [ $# -gt 0 ] || return 0
    alive
    # shellcheck disable=SC2068 # each word a key
    xdotool key --window "$wid" --delay 15 $@ 2>/dev/null || fail "could not send $*"
    sleep 0.03
  }
  has() { grep -qE "^[0-9.]+ ($1)" "$trace"; }
  # The table holds its last cards a moment before the results screen comes up: a nudge then
  # would land on that screen (C deals the next round) instead of the table.
  # The round's results are due or shown: 'results: due' came after the table's last showing. (The
  # last line alone is not enough: the results' scene line may land between the round's check and
  # the nudge, and a C on the results deals the next round.)
  results_coming() {
    grep -E '^[0-9.]+ (results: due|scene: table)$' "$trace" | tail -1 | grep -q ' results: due$'
  }
  wait_for() { # REGEX SECONDS: a line "<t> REGEX..." within SECONDS
    within "$2" has "$1" || fail "waited $2 s for '$1'"
  }
  # The time (parlor's clock) of the first line matching REGEX.
  time_of() { grep -E "^[0-9.]+ ($1)" "$trace" | head -1 | cut -d' ' -f1; }
  # The pause menu is open (a stray Esc opened it).
  paused() { grep ' scene: ' "$trace" | tail -1 | grep -q ' scene: pause$'; }
  # The player may act: the last line about turns is "turn: you", and no menu covers the table.
  players_turn() {
    ! paused && grep -E '^[0-9.]+ (turn: you|log human|log computer)' "$trace" | tail -1 |
      grep -q ' turn: you$'
  }
  # Steps of New game, as the trace names them: waits for each, then presses.
  at_step() { wait_for "new game: $1" 10; sleep 0.1; shift; press "$@"; }
  # CPU the process used over 3 s, in percent.
  idle_cpu() {
    sleep 1
    local a b
    a=$(awk '{print $14 + $15}' "/proc/$pid/stat")
    sleep 3
    b=$(awk '{print $14 + $15}' "/proc/$pid/stat")
    echo $(((b - a) * 100 / $(getconf CLK_TCK) / 3))
  }
  # A game that records (docs/records.md) has written its record as it went: it must replay
  # through the rules with parlor-cli, when that was built beside parlor.
  check_record() {
    local cli records
    cli=${PARLOR_CLI:-$(dirname "$parlor")/../cli/parlor-cli}
    records=$PARLOR_DATA_DIR/records/$game
    [ -d "$records" ] || return 0
    [ -x "$cli" ] || { echo "$game $scenario: parlor-cli not found, the record not replayed"; return 0; }
    local record
    record=$(ls "$records"/*.jsonl | head -1)
    "$cli" replay "$record" --check >"$work/replay" 2>&1 || fail "the record does not replay: $(cat "$work/replay")"
    echo "$game $scenario: the record ($(wc -l <"$record") lines) replays: $(head -1 "$work/replay")"
  }
  check_idle() {
    local cpu
    cpu=$(idle_cpu)
    echo "$game $scenario: idle CPU $cpu% (over 3 s, $1)"
    [ "$cpu" -le 3 ] || fail "the idle window used $cpu% CPU ($1)"
  }
  # Every computer move ("move: computer", printed as the table plays the computer's decision)
  # came within 3 s of the line before it (its pause, its thought, the previous cards landing),
  # and the watchdog never had to play.
  check_moves() { # [SKIP]: the first SKIP computer moves are not timed (they waited for a key)
    ! has "move: .*by the watchdog" || fail "the watchdog had to play"
    awk -v max=3 -v skip="${1:-0}" '
      { t = $1 }
      / move: computer/ && ++n > skip && NR > 1 && t - prev > max {
        printf "a computer move came %.2f s after the line before it: %s\n", t - prev, $0; bad = 1 }
      { prev = t }
      END { exit bad }' "$trace" || fail "a computer move was late"
    local worst
    worst=$(awk -v skip="${1:-0}" '{ t = $1 }
                 / move: computer/ && ++n > skip && NR > 1 && t - prev > w { w = t - prev }
                 { prev = t } END { printf "%.2f", w }' "$trace")
    echo "$game $scenario: $(grep -c ' move: computer' "$trace") computer moves, the slowest" \
         "${worst} s after the line before it"
  }
  # The results offer the expert's review (R): worked out off the loop's thread while the window
  # answers, then Tab chooses its first decision and Enter shows that moment on the table.
  check_review() {
    press r
    wait_for "scene: review" 5
    local asked=$SECONDS
    wait_for "review: " 60
    local said
    said=$(grep -E '^[0-9.]+ review: ' "$trace" | tail -1 | sed 's/^[0-9.]* review: //')
    echo "$game $scenario: the review came in $((SECONDS - asked)) s: $said"
    echo "$said" | grep -qE '^[0-9]+ decisions, [0-9]+ items$' || fail "no review: $said"
    [ "${said%% *}" -gt 0 ] || fail "the review counted no decision"
    if ! echo "$said" | grep -q ', 0 items$'; then
      press Tab Return
      within 10 sh -c "grep ' scene: ' '$trace' | tail -1 | grep -q ' scene: table$'" ||
        fail "Enter on a chosen decision did not show the table"
      sleep 0.5
      SHOT_NAME=review shot
      press Escape
      within 10 sh -c "grep ' scene: ' '$trace' | tail -1 | grep -q ' scene: review$'" ||
        fail "Esc did not go back to the review"
      echo "$game $scenario: a reviewed decision was shown on the table, and Esc came back"
    fi
  }
  shot() {
    if [ -n "${PARLOR_SHOTS:-}" ]; then
      mkdir -p "$PARLOR_SHOTS"
      xwd -id "$wid" -silent >"$PARLOR_SHOTS/play_${game}_${SHOT_NAME:-$scenario}.xwd" 2>/dev/null
    fi
  }

  # ---- the keyboard player ----
  # Presses the game's keys in turn whenever the player may act (a key that means nothing now is
  # passed over by the table; an entry of several keys is typed at once), and the game's nudge when
  # nothing has happened for a while (Five Crowns: Continue before the computer's turn; Cribbage:
  # count on in the show), until DONE. With restart set, each of the player's moves starts the
  # keys again from the first (Casino's keys go from the likeliest moves to the rarest).
  play_until() { # DONE-COMMAND SECONDS NUDGE KEY...
    local done=$1 seconds=$2 nudge=$3
    shift 3
    local keys=("$@") i=0 end quiet_since lines last_lines=-1 moves last_moves=0
    end=$((SECONDS + seconds))
    quiet_since=$SECONDS
    until $done; do
      alive
      [ $SECONDS -ge $end ] && fail "not done ($done) within $seconds s"
      lines=$(wc -l <"$trace")
      if [ "$lines" != "$last_lines" ]; then
        last_lines=$lines
        quiet_since=$SECONDS
      fi
      if [ -n "${restart:-}" ]; then
        moves=$(grep -c ' log human' "$trace")
        if [ "$moves" != "$last_moves" ]; then
          last_moves=$moves
          i=0
        fi
      fi
      if paused; then
        press Escape # resume
        sleep 0.2
      elif players_turn; then
        press "${keys[$i]}"
        i=$(((i + 1) % ${#keys[@]}))
        sleep 0.07
      elif [ -n "$nudge" ] && [ $((SECONDS - quiet_since)) -ge 1 ] && ! results_coming; then
        press "$nudge"
        quiet_since=$SECONDS
      else
        sleep 0.05
      fi
    done
  }

  # ---- New game from the title ----
  new_game() { # INDEX: the game's place in the list, from 0
    wait_for "scene: title" 10
    press Return
    at_step Game
    local i
    for ((i = 0; i < $1; ++i)); do press Down; done
    press Return
  }
  # The rest of New game, each step as the trace names it: PLAYERS (keys) at the number of
  # players, Enter at every other step (Continue; heads at the coin toss), to the table.
  rest_of_new_game() {
    local players=$1 answered=0 count step end=$((SECONDS + 30))
    until has "scene: table"; do
      [ $SECONDS -ge $end ] && fail "New game did not reach the table"
      count=$(grep -c ' new game: ' "$trace")
      if [ "$count" -gt "$answered" ]; then
        answered=$count
        step=$(grep ' new game: ' "$trace" | tail -1 | sed 's/.* new game: //')
        sleep 0.1
        if [ "$step" = Players ]; then press $players Return; else press Return; fi
      fi
      sleep 0.05
    done
  }

  case "$game" in
  fivecrowns) file=cli/round3_computer.txt done_round='scene: round_results' nudge=c
    keys=(d Return) ;;
  cribbage) file=stalls/cribbage_computer_lays_away.txt done_round='log table: Deal 2:'
    nudge=c keys=(c 1 2 l 1 2 3 4 5 6) ;;
  pinochle) file=stalls/pinochle_computer_leads.txt done_round='scene: round_results'
    nudge= keys=(Return n Right) ;;
  casino) file=stalls/casino_computer_to_act.txt done_round='scene: round_results'
    nudge= restart=1 keys=()
    # Each entry picks a hand card (its number) and table cards or builds (letters), plays them,
    # and takes the picks back when that was no move: first a trail of each card, then each card
    # with each table card, then with each two (a set, a build).
    items=(a b d e f)
    for k in 1 2 3 4; do keys+=("$k t $k"); done
    for k in 1 2 3 4; do
      for x in "${items[@]}"; do keys+=("$k $x Return $x $k"); done
    done
    for k in 1 2 3 4; do
      for ((p = 0; p < 5; ++p)); do
        for ((q = p + 1; q < 5; ++q)); do
          keys+=("$k ${items[$p]} ${items[$q]} Return ${items[$q]} ${items[$p]} $k")
        done
      done
    done ;;
  cruno) file=stalls/cruno_computer_to_act.txt done_round='scene: game_results'
    nudge= keys=(Return Return 1 d) ;; # Enter plays the focus: a card that fits, the stock, a suit
  *) echo "unknown game $game"; exit 2 ;;
  esac
  begun=$SECONDS
  case "$scenario" in
  round)
    echo '{"animations": false}' >"$PARLOR_DATA_DIR/settings.json" # short rounds
    start
    new_game $index
    at_step Difficulty Return
    rest_of_new_game "Left Left" # Cruno: from four players to two (the numbers are a row)
    round_over() { has "$done_round"; }
    play_until round_over ${ROUND_SECONDS:-240} "$nudge" "${keys[@]}"
    shot
    check_moves
    check_idle "the round's end"
    check_record
    [ "$game" = cribbage ] || check_review
    ;;
  load | load-off)
    [ "$scenario" = load-off ] && echo '{"animations": false}' >"$PARLOR_DATA_DIR/settings.json"
    start --load "$data/$file"
    wait_for "scene: table" 10
    since="the table opened" skip=0
    if [ "$game" = fivecrowns ]; then
      # The computer waits for the player's Continue (C) before its turn, by design.
      sleep 2
      ! has "move: computer" || fail "the computer played before Continue"
      press c
      since="Continue was pressed" skip=1
    fi
    asked=$(date +%s%N)
    wait_for "move: computer" 10
    took=$((($(date +%s%N) - asked) / 1000000))
    echo "$game $scenario: the computer's first move came $took ms after $since"
    [ $took -le 3000 ] || fail "the computer's first move took $took ms"
    wait_for "turn: you" 15
    shot
    check_moves $skip
    check_idle "the player to act"
    ;;
  ten)
    echo '{"animations": false}' >"$PARLOR_DATA_DIR/settings.json"
    start
    new_game $index
    at_step Difficulty Up Return                   # Mixed table, below Expert
    rest_of_new_game "Right Right Right Right Right Right" # from four players to ten
    wait_for "log table: Cruno for 10 players" 5
    # Two rounds of the table: eighteen computer moves, every computer seat among them.
    seats_moved() { grep -o 'move: computer, seat [0-9]*' "$trace" | sort -u | wc -l; }
    two_rounds() {
      [ "$(grep -c ' move: computer' "$trace")" -ge 18 ] && [ "$(seats_moved)" -ge 9 ] ||
        has "scene: game_results"
    }
    play_until two_rounds 120 "" "${keys[@]}"
    echo "$game $scenario: $(seats_moved) computer seats moved"
    has "scene: game_results" || [ "$(seats_moved)" -ge 9 ] || fail "not every computer seat moved"
    within 30 players_turn || has "scene: game_results" || fail "the table did not come round"
    sleep 0.5
    players_turn || has "scene: game_results" || fail "the player's turn did not stay"
    shot
    check_moves
    check_idle "the player to act"
    ;;
  table)
    echo '{"animations": false}' >"$PARLOR_DATA_DIR/settings.json"
    start
    new_game $index
    at_step Difficulty Return
    rest_of_new_game "Right Right" # from two players to four
    seats_moved() { grep -o 'move: computer, seat [0-9]*' "$trace" | sort -u | wc -l; }
    round_over() { has "scene: round_results"; }
    play_until round_over 90 "" "${keys[@]}"
    echo "$game $scenario: $(seats_moved) computer seats moved:" \
         "$(grep -o 'move: computer, seat [0-9]*' "$trace" | sort -u | sed 's/.*seat //' | xargs)"
    [ "$(seats_moved)" -eq 3 ] || fail "not three computer seats moved: $(seats_moved)"
    has "move: computer, seat 3" || fail "no fourth seat played"
    sleep 0.5
    shot
    check_moves
    check_idle "the round's results"
    check_record
    ;;
  esac
  echo "$game $scenario ($wm): passed in $((SECONDS - begun)) s"
  exit 0
fi

usage="usage: play_x11_test.sh PARLOR DATA GAME GAMES_DEF"
parlor=${1:?$usage} data=${2:?$usage} game=${3:?$usage} games_def=${4:?$usage}
# The game's place in New game's list, from 0: its line among games.def's.
index=$(grep '^PARLOR_GAME(' "$games_def" | grep -nx "PARLOR_GAME($game)" | cut -d: -f1)
[ -n "$index" ] || { echo "FAIL: $game is not in $games_def"; exit 1; }
index=$((index - 1))
skip() {
  # CI installs tools/debian-packages.txt: there a missing tool is a failure, not a skip.
  if [ -n "${CI:-}" ]; then echo "FAIL: $*"; exit 1; fi
  echo "SKIP: $*"; exit 77
}
for tool in xvfb-run Xvfb xdotool xprop xmessage openbox; do
  command -v "$tool" >/dev/null || skip "$tool is not installed (Debian: xvfb, xdotool, x11-utils, openbox)"
done
scenarios=("round openbox" "load none" "load-off none")
[ "$game" = cruno ] && scenarios+=("ten openbox")
[ "$game" = fivecrowns ] && scenarios+=("table openbox")
status=0
for s in "${scenarios[@]}"; do
  set -- $s
  # -noreset: without it Xvfb resets whenever its last client leaves (here each `xdotool search`
  # while parlor's window is on its way), and a parlor connecting during that reset died of
  # SIGPIPE before its window opened (once in a CI run, status 141, nothing printed).
  # Each game looks for a free display from its own number: games run at once (CTest's slots,
  # tests/CMakeLists.txt) do not race for the same one.
  out=$(xvfb-run -a -n $((90 + index * 5)) -s "-screen 0 1600x900x24 -nolisten tcp -noreset" \
        bash "$0" --inner "$parlor" "$data" "$game" "$1" "$2" "$index" 2>&1)
  code=$?
  echo "$out"
  if [ $code -ne 0 ]; then
    echo "$out" | grep -q "Xvfb failed to start" && skip "no X server could be started"
    status=1
  fi
done
exit $status
