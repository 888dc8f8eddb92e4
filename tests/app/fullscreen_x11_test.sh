#!/usr/bin/env bash
# F11 for real, in an X server: Xvfb without a window manager (as on a kiosk), then with openbox.
# Each time: F11 makes the window cover the whole screen and the program draw frames of the
# screen's size; F11 again puts the window back where it was, at its size, and the frames follow.
# The window is measured by the X server (xwininfo), the frames by the program (--trace-window).
#
#   fullscreen_x11_test.sh PARLOR    (ctest runs it; exit 77 = skipped)
# With PARLOR_SCREENSHOT_DIR set, the screen is kept there at each step (XWD files from Xvfb).
set -u

if [ "${1:-}" = --inner ]; then
  parlor=$2 mode=$3
  data=$(mktemp -d)
  trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$data"' EXIT
  export PARLOR_DATA_DIR=$data SDL_VIDEODRIVER=x11
  unset SDL_RENDER_DRIVER
  # Every wait here: runs "${@:2}" every 0.1 s until it succeeds, or fails once $1 seconds of
  # the clock have passed (on a loaded machine each try takes longer; the deadline does not).
  within() {
    local end=$((SECONDS + $1))
    shift
    until "$@"; do
      [ $SECONDS -ge $end ] && return 1
      sleep 0.1
    done
  }
  # Windows are looked for by asking again and again, not with xdotool's --sync: xdotool gives up
  # on the whole search when any window it looks at is destroyed meanwhile (BadWindow).
  wm_announced() { xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id'; }
  probe_managed() {
    local w
    w=$(xdotool search --name '^parlor-probe$' 2>/dev/null | head -1)
    [ -n "$w" ] && xprop -id "$w" WM_STATE 2>/dev/null | grep -q 'Normal'
  }
  parlor_visible() {
    wid=$(xdotool search --onlyvisible --name '^Parlor$' 2>/dev/null | head -1)
    [ -n "$wid" ]
  }
  if [ "$mode" = openbox ]; then
    # On a fresh machine the first program to ask for fonts builds fontconfig's cache, which can
    # take openbox many seconds; meanwhile it maps no window (and SDL waits for the map). Build
    # the cache first, so that the window manager is ready when the window comes.
    command -v fc-list >/dev/null && fc-list >/dev/null 2>&1
    openbox >"$data/openbox.log" 2>&1 &
    openbox_pid=$!
    # Openbox announces itself (_NET_SUPPORTING_WM_CHECK) early in its start, and a window
    # mapped after that but before its event loop runs is never managed: it stays unmapped, and
    # SDL waits for the map without end (seen on loaded machines, CI among them; made certain by
    # stopping openbox at that point). So once it has announced itself, wait until it has
    # managed a window of ours: a small probe (xmessage) that it has given a WM_STATE, tried
    # again if it is lost the same way. (A probe mapped before openbox took the screen would be
    # visible without it: the WM_STATE is what tells.)
    within 30 wm_announced
    ready=
    probing_until=$((SECONDS + 60))
    while [ -z "$ready" ] && [ $SECONDS -lt $probing_until ]; do
      xmessage -title parlor-probe -timeout 5 probe >/dev/null 2>&1 &
      probe=$!
      within 3 probe_managed && ready=1
      kill "$probe" 2>/dev/null; wait "$probe" 2>/dev/null
    done
    if [ -z "$ready" ]; then
      echo "FAIL ($mode): openbox did not show a probe window within a minute"
      cat "$data/openbox.log"; exit 1
    fi
  fi
  "$parlor" --size 1280x720 --trace-window >"$data/trace" 2>&1 &
  parlor_pid=$!
  wid=
  if ! within 60 parlor_visible; then
    echo "FAIL ($mode): the window did not open (was not mapped within 60 s)"
    # Say whether the program is still there (waiting for the map, or stuck) or has ended, and
    # what the window manager has made of the window.
    if kill -0 "$parlor_pid" 2>/dev/null; then
      echo "parlor is still running: $(ps -o stat=,etime=,wchan= -p "$parlor_pid")"
      for w in $(xdotool search --name '^Parlor$' 2>/dev/null); do
        echo "a Parlor window exists but is not visible: $(xwininfo -id "$w" | grep 'Map State')"
        xprop -id "$w" WM_STATE _NET_WM_STATE _NET_FRAME_EXTENTS 2>&1 | sed 's/^/  /'
        xwininfo -id "$w" -tree | grep -i 'parent window' | sed 's/^ */  /'
      done
    else
      wait "$parlor_pid"; echo "parlor has ended with status $?"
    fi
    if [ "$mode" = openbox ]; then
      if kill -0 "$openbox_pid" 2>/dev/null; then
        echo "openbox is running: $(ps -o stat=,etime=,wchan= -p "$openbox_pid")"
      else
        wait "$openbox_pid"; echo "openbox has ended with status $?"
      fi
    fi
    cat "$data/trace"; [ -f "$data/openbox.log" ] && cat "$data/openbox.log"
    exit 1
  fi
  geometry() {
    xwininfo -id "$wid" | awk '/Absolute upper-left X/{x=$NF} /Absolute upper-left Y/{y=$NF}
                               /Width:/{w=$NF} /Height:/{h=$NF} END{print x "," y " " w "x" h}'
  }
  frame() { grep '^frame' "$data/trace" | tail -1 | awk '{print $2}'; }
  at() { [ "$(geometry)" = "$1" ] && [ "$(frame)" = "$2" ]; }
  frame_is() { [ "$(frame)" = "$1" ]; }
  # Waits until the window is at $1 and the last frame drawn is $2 (sizes as WxH).
  expect() {
    within 15 at "$1" "$2" && return 0
    echo "FAIL ($mode, $3): expected the window at $1 drawing $2 frames;" \
         "the X server has it at $(geometry), the last frame was $(frame)"
    tail -4 "$data/trace"; xwininfo -id "$wid" | grep 'Map State'
    [ -f "$data/openbox.log" ] && tail -4 "$data/openbox.log"; exit 1
  }
  keep_screen() {
    if [ -n "${PARLOR_SCREENSHOT_DIR:-}" ] && [ -f "$PARLOR_SCREENSHOT_DIR/Xvfb_screen0" ]; then
      cp "$PARLOR_SCREENSHOT_DIR/Xvfb_screen0" "$PARLOR_SCREENSHOT_DIR/fullscreen_${mode}_$1.xwd"
    fi
  }
  screen=$(xwininfo -root | awk '/Width:/{w=$NF} /Height:/{h=$NF} END{print "0,0 " w "x" h}')
  screen_size=${screen#0,0 }
  within 30 frame_is 1280x720
  sleep 0.5 # a window manager may still move the new window
  start=$(geometry)
  expect "$start" 1280x720 "at start"
  keep_screen windowed
  xdotool key --window "$wid" F11
  expect "$screen" "$screen_size" "after F11"
  keep_screen fullscreen
  echo "$mode: F11 -> window $(geometry), frames $(frame) ($(grep '^frame' "$data/trace" | tail -1 | sed 's/.*fullscreen //'))"
  xdotool key --window "$wid" F11
  expect "$start" 1280x720 "after the second F11"
  keep_screen back
  echo "$mode: F11 again -> window $(geometry), frames $(frame)"
  exit 0
fi

parlor=${1:?usage: fullscreen_x11_test.sh PARLOR}
skip() {
  # CI installs tools/debian-packages.txt: there a missing tool is a failure, not a skip.
  if [ -n "${CI:-}" ]; then echo "FAIL: $*"; exit 1; fi
  echo "SKIP: $*"; exit 77
}
for tool in xvfb-run Xvfb xdotool xwininfo xprop; do
  command -v "$tool" >/dev/null || skip "$tool is not installed (Debian: xvfb, xdotool, x11-utils)"
done
fbdir=()
[ -n "${PARLOR_SCREENSHOT_DIR:-}" ] && mkdir -p "$PARLOR_SCREENSHOT_DIR" && fbdir=(-fbdir "$PARLOR_SCREENSHOT_DIR")
modes=(none)
command -v openbox >/dev/null && modes+=(openbox)
for mode in "${modes[@]}"; do
  out=$(xvfb-run -a -s "-screen 0 1600x900x24 -nolisten tcp -noreset ${fbdir[*]}" \
        bash "$0" --inner "$parlor" "$mode" 2>&1)
  status=$?
  echo "$out"
  if [ $status -ne 0 ]; then
    if echo "$out" | grep -q "Xvfb failed to start"; then
      skip "no X server could be started (Xvfb failed)"
    fi
    exit 1
  fi
done
