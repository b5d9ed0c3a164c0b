<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name></name>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>New skill</source>
        <translation>新しい特技</translation>
    </message>
    <message>
        <source>New essence</source>
        <translation>新しいエッセンス</translation>
    </message>
    <message>
        <source>New ability</source>
        <translation>新しい能力</translation>
    </message>
    <message>
        <source>They are kept in {folder} for {days} days.</source>
        <translation>{folder}に{days}日間保管されます。</translation>
    </message>
    <message>
        <source>campaign</source>
        <translation>キャンペーン</translation>
    </message>
    <message>
        <source>Could not open the campaign</source>
        <translation>キャンペーンを開けませんでした</translation>
    </message>
    <message>
        <source>Could not reload the campaign</source>
        <translation>キャンペーンを読み込み直せませんでした</translation>
    </message>
    <message>
        <source>The changes in this window could not be set aside, so they are kept open.</source>
        <translation>このウィンドウの変更を退避できなかったため、開いたままにしてあります。</translation>
    </message>
    <message>
        <source>“{file}” was changed by another program. Saving will ask what to do.</source>
        <translation>「{file}」が別のプログラムによって変更されました。保存するときにどうするか確認します。</translation>
    </message>
    <message>
        <source>Save campaign as</source>
        <translation>キャンペーンに名前を付けて保存</translation>
    </message>
    <message>
        <source>“{file}” was changed by another program after it was opened here. Saving over it would lose those changes.

Save As keeps both. Reload opens the file as it is now; the changes in this window are kept in {folder} for {days} days. Overwrite replaces the file with this window&apos;s campaign.</source>
        <translation>「{file}」は、ここで開いた後に別のプログラムによって変更されました。このまま上書きすると、その変更は失われます。

「名前を付けて保存」なら両方が残ります。「読み込み直す」は今のファイルを開きます（このウィンドウの変更は{folder}に{days}日間保管されます）。「上書き」はこのウィンドウのキャンペーンでファイルを置き換えます。</translation>
    </message>
    <message>
        <source>“{file}” was deleted or moved by another program after it was opened here.

Save As saves this window&apos;s campaign to another file; Overwrite saves it here again.</source>
        <translation>「{file}」は、ここで開いた後に別のプログラムによって削除または移動されました。

「名前を付けて保存」はこのウィンドウのキャンペーンを別のファイルに保存し、「上書き」は同じ場所にもう一度保存します。</translation>
    </message>
    <message>
        <source>The campaign was repaired</source>
        <translation>キャンペーンを修復しました</translation>
    </message>
    <message>
        <source>fhrtool campaign (*.fhrc)</source>
        <translation>fhrtool キャンペーン (*.fhrc)</translation>
    </message>
    <message>
        <source>{file}: these problems were repaired when it was opened. The file stays as it is until you save; the original is then kept as a backup.</source>
        <translation>{file}：開くときに次の問題を修復しました。保存するまでファイルはそのままです。保存すると元のファイルがバックアップとして残ります。</translation>
    </message>
    <message>
        <source>The file was changed on disk</source>
        <translation>ファイルが別の場所で変更されました</translation>
    </message>
    <message>
        <source>Could not save the campaign</source>
        <translation>キャンペーンを保存できませんでした</translation>
    </message>
    <message>
        <source>Import sheets</source>
        <translation>シートの取り込み</translation>
    </message>
    <message>
        <source>{folder} holds no sheet files (*.fhrs).</source>
        <translation>{folder}にシートファイル（*.fhrs）がありません。</translation>
    </message>
    <message>
        <source>Could not import the sheet</source>
        <translation>シートを読み込めませんでした</translation>
    </message>
    <message>
        <source>The sheet was repaired</source>
        <translation>シートを修復しました</translation>
    </message>
    <message>
        <source>{file}: these problems were repaired when it was imported; the file stays as it is.</source>
        <translation>{file}：取り込むときに次の問題を修復しました。ファイルはそのままです。</translation>
    </message>
    <message>
        <source>Import {count} sheets</source>
        <translation>シートを{count}枚取り込む</translation>
    </message>
    <message>
        <source>{file}: {name} is already in the campaign. Update it with the sheet&apos;s changes (you see them first), or add the sheet&apos;s character as a new one?</source>
        <translation>{file}：{name}はすでにキャンペーンにいます。シートの変更で更新しますか（先に変更を確認できます）、それともシートのキャラクターを新しく追加しますか？</translation>
    </message>
    <message>
        <source>{file}: the campaign has a character named {name}, but not the one this sheet was made from (another id). If it is the same character, update it from the sheet; else add the sheet&apos;s character as a new one.</source>
        <translation>{file}：キャンペーンに{name}という名前のキャラクターがいますが、このシートの元になったキャラクターではありません（IDが違います）。同じキャラクターならシートから更新し、違うならシートのキャラクターを新しく追加してください。</translation>
    </message>
    <message>
        <source>Import sheet</source>
        <translation>シートを取り込む</translation>
    </message>
    <message>
        <source>&amp;Update {name}</source>
        <translation>{name}を更新(&amp;U)</translation>
    </message>
    <message>
        <source>Nothing to update</source>
        <translation>更新することはありません</translation>
    </message>
    <message>
        <source>{file}: {name} is already as the sheet has it.</source>
        <translation>{file}：{name}はすでにシートのとおりです。</translation>
    </message>
    <message>
        <source>Could not export</source>
        <translation>エクスポートできませんでした</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>fhrtool found changes to “{name}” that were not saved, autosaved at {time}.</source>
        <translation>「{name}」に保存されていない変更が見つかりました（{time}に自動保存）。</translation>
    </message>
    <message>
        <source>Unsaved changes: {count}.</source>
        <translation>未保存の変更：{count}件。</translation>
    </message>
    <message>
        <source>Restore them? If not, they are kept in {folder} for {days} days.</source>
        <translation>復元しますか？&#x3000;復元しない場合も、{folder}に{days}日間保管されます。</translation>
    </message>
    <message>
        <source>Restore unsaved changes?</source>
        <translation>保存されていない変更を復元しますか？</translation>
    </message>
    <message>
        <source>Could not restore the unsaved changes</source>
        <translation>保存されていない変更を復元できませんでした</translation>
    </message>
    <message>
        <source>Restore unsaved changes</source>
        <translation>保存されていない変更を復元</translation>
    </message>
    <message>
        <source>New PC</source>
        <translation>新しいPC</translation>
    </message>
    <message>
        <source>New NPC</source>
        <translation>新しいNPC</translation>
    </message>
    <message>
        <source>{name} (copy)</source>
        <translation>{name}（コピー）</translation>
    </message>
    <message>
        <source>Rounds and sequence values</source>
        <translation>ラウンドとシーケンス値</translation>
    </message>
    <message>
        <source>Highest value first; equal values: higher initiative first; equal again: simultaneous.</source>
        <translation>値の高い順に行動。同値ならイニシアチブの高い方が先、それも同じなら同時行動。</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>特殊シーケンス宣言</translation>
    </message>
    <message>
        <source>Delay: set the own sequence value to any lower value.</source>
        <translation>ディレイ：自分のシーケンス値を任意の低い値にする。</translation>
    </message>
    <message>
        <source>Sync: act simultaneously with a combatant whose sequence value is lower.</source>
        <translation>シンクロ：シーケンス値が自分より低い者と同時行動する。</translation>
    </message>
    <message>
        <source>Tension correction (high tension)</source>
        <translation>テンション修正（ハイテンション）</translation>
    </message>
    <message>
        <source>Initiative = Reflex + {bonus} if Perception &gt; 0 + {bonus} if Sense &gt; 0.</source>
        <translation>イニシアチブ ＝ 反射 ＋（知覚が正なら{bonus}）＋（感応が正なら{bonus}）。</translation>
    </message>
    <message>
        <source>Surprised and not resisted (mental resist check, target {target}): initiative −{penalty} in round 1 only.</source>
        <translation>不意を突かれ、抵抗できなかった者（精神レジストチェック、目標値{target}）は、第1ラウンドのみイニシアチブ−{penalty}。</translation>
    </message>
    <message>
        <source>Sequence value = 1D{faces} + initiative, rolled by everyone at the start of each round.</source>
        <translation>シーケンス値 ＝ 1D{faces} ＋ イニシアチブ。各ラウンドの開始時に全員が振る。</translation>
    </message>
    <message>
        <source>A value of {step} or more acts again at value − {step}. The round ends after sequence 0.</source>
        <translation>値が{step}以上なら、値−{step}でもう一度行動する。シーケンス0の後でラウンド終了。</translation>
    </message>
    <message>
        <source>Each hope spent on the sequence value adds 1D{faces}.</source>
        <translation>希望を1点使うごとに、シーケンス値に1D{faces}を加える。</translation>
    </message>
    <message>
        <source>Quick: per step, sequence value +{step} and tension correction −{correction} on Life and on Will.</source>
        <translation>クイック：1段階ごとにシーケンス値+{step}、【生命】と【意志】のテンション修正がそれぞれ−{correction}（【生命】【意志】そのものは減らない）。</translation>
    </message>
    <message>
        <source>Passive: per step, sequence value −{step} and +{dice} die on passive checks; lost on any active action.</source>
        <translation>パッシブ：1段階ごとにシーケンス値−{step}、受動行動のチェックのダイス+{dice}。能動行動をとると失われる。</translation>
    </message>
    <message>
        <source>Each Life or Will check lowers the dice of the next check by {correction}; reset every round.</source>
        <translation>【生命】か【意志】のチェックをするたび、次のチェックのダイスが{correction}減る（テンション修正）。ラウンドごとに0に戻る。</translation>
    </message>
    <message>
        <source>Instead of the −{correction}, a character may take {fatigue} fatigue (not for quick reductions).</source>
        <translation>テンション修正−{correction}の代わりに疲労を{fatigue}受けてもよい（クイックによるテンション修正は除く）。</translation>
    </message>
    <message>
        <source>Hope can always be spent to add dice to a check.</source>
        <translation>希望はいつでも使ってチェックのダイスを増やせる。</translation>
    </message>
    <message>
        <source>2D6 checks</source>
        <translation>2D6の判定</translation>
    </message>
    <message>
        <source>2D6 ≥ critical value: automatic success. 2D6 ≤ fumble value: automatic failure.</source>
        <translation>2D6 ≥ クリティカル値なら自動成功。2D6 ≤ ファンブル値なら自動失敗。</translation>
    </message>
    <message>
        <source>Otherwise achieved value = check value + 2D6 + modifier; success when ≥ difficulty.</source>
        <translation>それ以外は 達成値 ＝ 判定値 ＋ 2D6 ＋ 修正。難易度以上で成功。</translation>
    </message>
    <message>
        <source>Opposed checks: ties go to the reaction.</source>
        <translation>対決：同値ならリアクション側の勝ち（リアクション優先）。</translation>
    </message>
    <message>
        <source>Casting board and tension value</source>
        <translation>キャスティングボードとテンション値</translation>
    </message>
    <message>
        <source>Bond of an entry = sum of its emotions&apos; bonds; entries are never removed.</source>
        <translation>エントリーの絆値 ＝ その感情の絆値の合計。エントリーは決して削除できない。</translation>
    </message>
    <message>
        <source>Tension value starts at concentration + total bond, {least}–{most}.</source>
        <translation>テンション値の初期値 ＝ 集中力 ＋ 絆値の合計（{least}〜{most}）。</translation>
    </message>
    <message>
        <source>New entry: +bond. Confrontation: bond +{bond} (+{tension} tension more when resolved in play).</source>
        <translation>新しいエントリー：＋絆値。感情対決：絆値+{bond}（プレイ中に決着すればさらにテンション値+{tension}）。</translation>
    </message>
    <message>
        <source>A successful check with a skill adds its tension bonus.</source>
        <translation>特技を使った判定が成功すると、そのテンションボーナスを加える。</translation>
    </message>
    <message>
        <source>背反者: every entry has a mad-colour emotion, or one entry has two or more.</source>
        <translation>背反者：全エントリーにマッドカラーの感情がある、または1つのエントリーに2つ以上ある。</translation>
    </message>
    <message>
        <source>Infinity Break: {cost} cost damage + the skill&apos;s cost; numbers in 《 》 get +{boost}; once per scenario.</source>
        <translation>インフィニティ・ブレイク：代償ダメージ{cost}＋特技のコスト。《 》内の数値が+{boost}。1シナリオに1回。</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>ルール早見表</translation>
    </message>
    <message>
        <source>Table rules of this campaign</source>
        <translation>このキャンペーンの卓ルール</translation>
    </message>
    <message>
        <source>★ differs from the default.</source>
        <translation>★は初期値と異なる設定です。</translation>
    </message>
    <message>
        <source>{emotion}: mad colour, bond {bond}</source>
        <translation>{emotion}：マッドカラー、絆値{bond}</translation>
    </message>
    <message>
        <source>{emotion}: not on the emotion list</source>
        <translation>{emotion}：感情一覧にありません</translation>
    </message>
    <message>
        <source>{emotion}: pure, bond {bond}</source>
        <translation>{emotion}：ピュア、絆値{bond}</translation>
    </message>
    <message>
        <source>Self</source>
        <translation>自分自身</translation>
    </message>
    <message>
        <source>Free name</source>
        <translation>自由記入</translation>
    </message>
    <message>
        <source>No longer in the campaign</source>
        <translation>キャンペーンから削除済み</translation>
    </message>
    <message>
        <source>⚠ The 背反者 check cannot be made: {problem}.</source>
        <translation>⚠ 背反者のチェックができません：{problem}。</translation>
    </message>
    <message>
        <source>the entry for {names} carries two or more mad-colour emotions</source>
        <translation>{names}のエントリーにマッドカラーの感情が2つ以上ある</translation>
    </message>
    <message>
        <source>every entry on the board carries a mad-colour emotion</source>
        <translation>ボードの全エントリーにマッドカラーの感情がある</translation>
    </message>
    <message>
        <source>the board is empty and the table rules count an empty board</source>
        <translation>ボードが空で、卓ルールでは空のボードも数える</translation>
    </message>
    <message>
        <source>{name} is a 背反者: an NPC from now on, no longer playable.</source>
        <translation>{name}は背反者です：今後はNPCとなり、プレイできません。</translation>
    </message>
    <message>
        <source>An NPC&apos;s board is never checked for 背反者.</source>
        <translation>NPCのボードは背反者のチェックを受けません。</translation>
    </message>
    <message>
        <source>⚠ 背反者 at scenario end: {reason}.</source>
        <translation>⚠ シナリオ終了時に背反者になります：{reason}。</translation>
    </message>
    <message>
        <source>No 背反者 risk: {count} entry without a mad-colour emotion.</source>
        <translation>背反者の危険はありません：マッドカラーの感情のないエントリーが{count}件。</translation>
    </message>
    <message>
        <source>No 背反者 risk: {count} entries without a mad-colour emotion.</source>
        <translation>背反者の危険はありません：マッドカラーの感情のないエントリーが{count}件。</translation>
    </message>
    <message>
        <source>one more mad-colour emotion on {names}</source>
        <translation>{names}にマッドカラーの感情がもう1つ</translation>
    </message>
    <message>
        <source>a mad-colour emotion on {names}, the last entry without one</source>
        <translation>マッドカラーのない最後のエントリー{names}にマッドカラーの感情</translation>
    </message>
    <message>
        <source>a first entry with a mad-colour emotion</source>
        <translation>マッドカラーの感情を持つ最初のエントリー</translation>
    </message>
    <message>
        <source>⚠ One step from 背反者: {steps}.</source>
        <translation>⚠ 背反者まであと一歩です：{steps}。</translation>
    </message>
    <message>
        <source> or </source>
        <translation>、または</translation>
    </message>
    <message>
        <source>{mark} Cannot be checked</source>
        <translation>{mark} チェックできません</translation>
    </message>
    <message>
        <source>Two mad-colour emotions: 背反者</source>
        <translation>マッドカラーの感情が2つ：背反者</translation>
    </message>
    <message>
        <source>The last entry without mad colour</source>
        <translation>マッドカラーのない最後のエントリー</translation>
    </message>
    <message>
        <source>One more mad-colour emotion makes a 背反者</source>
        <translation>マッドカラーの感情があと1つで背反者</translation>
    </message>
    <message>
        <source>It gives no bond and no tension: only the first emotion confrontation of a scenario does.</source>
        <translation>絆値もテンション値も増えません。増えるのはシナリオ最初の感情対決だけです。</translation>
    </message>
    <message>
        <source>Bond +{bond} on {target}, tension +{tension}.</source>
        <translation>{target}の絆値+{bond}、テンション値+{tension}。</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（名前なし）</translation>
    </message>
    <message>
        <source>expected [HOST:]PORT with a port of 0–65535, not {text}</source>
        <translation>[ホスト:]ポート（ポートは0–65535）を指定してください: {text}</translation>
    </message>
    <message>
        <source>A copy of it is kept as {file}.</source>
        <translation>元のファイルは{file}として保管してあります。</translation>
    </message>
    <message>
        <source>Preferences reset</source>
        <translation>設定をリセットしました</translation>
    </message>
    <message>
        <source>The preferences could not be read, so the defaults are used: {problem}</source>
        <translation>設定を読み込めなかったため、既定値を使います：{problem}</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>問題が発生しました：{error}</translation>
    </message>
    <message>
        <source>The details are in {file}.</source>
        <translation>詳細は{file}にあります。</translation>
    </message>
    <message>
        <source>{count} more problem happened at the same time.</source>
        <translation>同時に他に{count}件の問題が発生しました。</translation>
    </message>
    <message>
        <source>{count} more problems happened at the same time.</source>
        <translation>同時に他に{count}件の問題が発生しました。</translation>
    </message>
    <message>
        <source>Could not share on {address}: {problem}</source>
        <translation>{address} で共有を始められませんでした: {problem}</translation>
    </message>
    <message>
        <source>No screenshot: {count} problem, see above.</source>
        <translation>スクリーンショットは作成されませんでした：{count}件の問題があります（上記を参照）。</translation>
    </message>
    <message>
        <source>No screenshot: {count} problems, see above.</source>
        <translation>スクリーンショットは作成されませんでした：{count}件の問題があります（上記を参照）。</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>予期しないエラー</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>読み込み直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>上書き(&amp;O)</translation>
    </message>
    <message>
        <source>Add as a &amp;new character</source>
        <translation>新しいキャラクターとして追加(&amp;N)</translation>
    </message>
    <message>
        <source>Could not write the screenshot to {file}.</source>
        <translation>スクリーンショットを{file}に書き込めませんでした。</translation>
    </message>
    <message>
        <source>cannot show</source>
        <translation>表示できません</translation>
    </message>
    <message>
        <source>fhrtool: warning: {problem}; using the default preferences</source>
        <translation>fhrtool: 警告: {problem}。既定の設定を使います</translation>
    </message>
    <message>
        <source> (format {version}: `fhrtool migrate` upgrades it)</source>
        <translation>（形式 {version}：`fhrtool migrate` で更新できます）</translation>
    </message>
    <message>
        <source>, repaired when opened ({count})</source>
        <translation>、開くときに修復あり（{count}件）</translation>
    </message>
    <message>
        <source>{path}: valid campaign, {count} character{repaired}{older}</source>
        <translation>{path}: 正しいキャンペーン、キャラクター{count}人{repaired}{older}</translation>
    </message>
    <message>
        <source>{path}: valid campaign, {count} characters{repaired}{older}</source>
        <translation>{path}: 正しいキャンペーン、キャラクター{count}人{repaired}{older}</translation>
    </message>
    <message>
        <source>{path}: valid sheet of {name}{repaired}{older}</source>
        <translation>{path}: {name}の正しいシート{repaired}{older}</translation>
    </message>
    <message>
        <source>{path}: repaired: {note}</source>
        <translation>{path}: 修復: {note}</translation>
    </message>
    <message>
        <source>{path}: {name}: warning: {problem}</source>
        <translation>{path}: {name}: 警告: {problem}</translation>
    </message>
    <message>
        <source>wrote {path}</source>
        <translation>{path} を書き出しました</translation>
    </message>
    <message>
        <source>--format {format} makes a binary file: name it with -o OUT</source>
        <translation>--format {format} はバイナリファイルを作ります：-o OUT でファイル名を指定してください</translation>
    </message>
    <message>
        <source>{count} characters make {count} sheet files: choose one with --character or name a folder with -o</source>
        <translation>キャラクター{count}人ではシートファイルが{count}個になります：--character で1人を選ぶか、-o でフォルダを指定してください</translation>
    </message>
    <message>
        <source>fhrtool import: {path}: {name} is already in the campaign, so the sheet is not copied: --update takes the sheet&apos;s changes into it (--dry-run shows them first), --add adds the sheet&apos;s character as another one</source>
        <translation>fhrtool import: {path}：{name}はすでにキャンペーンにいるので、シートは複製しません。--update でシートの変更を取り込みます（--dry-run で先に確認できます）。--add でシートのキャラクターを別に追加します</translation>
    </message>
    <message>
        <source>{path}: nothing of the sheet to take into {name}</source>
        <translation>{path}：シートから{name}に取り込むものはありません</translation>
    </message>
    <message>
        <source>{path}: updated {name} from the sheet ({count} change)</source>
        <translation>{path}：シートから{name}を更新しました（変更{count}件）</translation>
    </message>
    <message>
        <source>{path}: updated {name} from the sheet ({count} changes)</source>
        <translation>{path}：シートから{name}を更新しました（変更{count}件）</translation>
    </message>
    <message>
        <source>{path}: added {name} (renamed from {original})</source>
        <translation>{path}: {name}を追加しました（元の名前は{original}）</translation>
    </message>
    <message>
        <source>{path}: added {name}</source>
        <translation>{path}: {name}を追加しました</translation>
    </message>
    <message>
        <source>fhrtool import: {path}: {count} characters are named {name}; none of them is the sheet&apos;s character, so the sheet cannot tell which to update</source>
        <translation>fhrtool import: {path}：{name}という名前のキャラクターが{count}人いて、どれもシートのキャラクターではないため、どれを更新するか決められません</translation>
    </message>
    <message>
        <source>fhrtool import: {path}: its {name} is another character than the sheet&apos;s (another id): add --by-name to update it from the sheet all the same, or use --add to add the sheet&apos;s as a new character</source>
        <translation>fhrtool import: {path}：この{name}はシートとは別のキャラクターです（IDが違います）。それでもシートから更新するなら --by-name を、シートのキャラクターを新しく追加するなら --add を付けてください</translation>
    </message>
    <message>
        <source>fhrtool import: {path}: no character is the sheet&apos;s {name}; --add adds it</source>
        <translation>fhrtool import: {path}：シートの{name}にあたるキャラクターがいません。--add で追加できます</translation>
    </message>
    <message>
        <source>  {what}: {ours} → {theirs}</source>
        <translation>  {what}：{ours} → {theirs}</translation>
    </message>
    <message>
        <source>{path}: {name} is as the sheet has it; nothing would change</source>
        <translation>{path}：{name}はシートのとおりです。変わるものはありません</translation>
    </message>
    <message>
        <source>{path}: {name}: {count} difference from the sheet (nothing is written)</source>
        <translation>{path}：{name}：シートとの違い{count}件（何も書き込みません）</translation>
    </message>
    <message>
        <source>{path}: {name}: {count} differences from the sheet (nothing is written)</source>
        <translation>{path}：{name}：シートとの違い{count}件（何も書き込みません）</translation>
    </message>
    <message>
        <source>  the sheet was changed after it was exported</source>
        <translation>  シートはエクスポートの後で書き換えられています</translation>
    </message>
    <message>
        <source>--update would take {taken} of them and keep the rest</source>
        <translation>--update ならそのうち{taken}件を取り込み、残りはそのままにします</translation>
    </message>
    <message>
        <source>[kept: {reason}]</source>
        <translation>［そのまま：{reason}］</translation>
    </message>
    <message>
        <source>[kept: the campaign changed it too since the export]</source>
        <translation>［そのまま：エクスポートの後でキャンペーン側でも変更されています］</translation>
    </message>
    <message>
        <source>[kept: a fight is running]</source>
        <translation>［そのまま：戦闘中です］</translation>
    </message>
    <message>
        <source>[taken]</source>
        <translation>［取り込む］</translation>
    </message>
    <message>
        <source>kept:</source>
        <translation>そのまま：</translation>
    </message>
    <message>
        <source>{path}: already in the current format (version {version})</source>
        <translation>{path}: すでに現在の形式です（バージョン {version}）</translation>
    </message>
    <message>
        <source>{path}: upgraded from format version {version}; a backup of the original is kept</source>
        <translation>{path}: 形式バージョン {version} から更新しました。元のファイルのバックアップを残してあります</translation>
    </message>
    <message>
        <source>cannot roll {expression}: {problem}</source>
        <translation>{expression} は振れません: {problem}</translation>
    </message>
    <message>
        <source>--dice {dice}: {expression} rolls {count} die, not {given}</source>
        <translation>--dice {dice}: {expression} で振るダイスは{given}個ではなく{count}個です</translation>
    </message>
    <message>
        <source>--dice {dice}: {expression} rolls {count} dice, not {given}</source>
        <translation>--dice {dice}: {expression} で振るダイスは{given}個ではなく{count}個です</translation>
    </message>
    <message>
        <source>--dice {dice}: {problem}</source>
        <translation>--dice {dice}: {problem}</translation>
    </message>
    <message>
        <source>--dice {dice}: give die results as whole numbers, such as --dice 3,4</source>
        <translation>--dice {dice}: ダイスの出目は --dice 3,4 のように整数で指定してください</translation>
    </message>
    <message>
        <source>Character sheets, combat tracker and casting boards for FHR with Free Casting. Without a command, fhrtool starts the application (fhrtool [FILE] [--lang ja|en] [--screenshot OUT.png]).</source>
        <translation>FHR（フリーキャスティング付き）のキャラクターシート、戦闘トラッカー、キャスティングボード。コマンドなしで起動するとアプリケーションが開きます（fhrtool [FILE] [--lang ja|en] [--screenshot OUT.png]）。</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>バージョンを表示して終了する</translation>
    </message>
    <message>
        <source>folder of fhrtool&apos;s own files (preferences, default rules)</source>
        <translation>fhrtool自身のファイル（設定、既定のルール）のフォルダ</translation>
    </message>
    <message>
        <source>language of the messages (default: preferences, else the system&apos;s)</source>
        <translation>メッセージの言語（既定：設定、なければシステムの言語）</translation>
    </message>
    <message>
        <source>check campaign (.fhrc) and sheet (.fhrs) files</source>
        <translation>キャンペーン（.fhrc）とシート（.fhrs）のファイルを検査する</translation>
    </message>
    <message>
        <source>export characters for printing or for online tools</source>
        <translation>キャラクターを印刷用やオンラインツール用に書き出す</translation>
    </message>
    <message>
        <source>a campaign or sheet file</source>
        <translation>キャンペーンまたはシートのファイル</translation>
    </message>
    <message>
        <source>only this character (name or id); default: all</source>
        <translation>このキャラクターのみ（名前またはID）。既定：全員</translation>
    </message>
    <message>
        <source>file to write (default: stdout)</source>
        <translation>書き出すファイル（既定：標準出力）</translation>
    </message>
    <message>
        <source>language of the labels (default: preferences, else ja)</source>
        <translation>項目名の言語（既定：設定、なければ ja）</translation>
    </message>
    <message>
        <source>add a shared sheet to a campaign, or update its character from it (keeps a backup)</source>
        <translation>共有シートをキャンペーンに追加するか、そのキャラクターをシートから更新する（バックアップを残す）</translation>
    </message>
    <message>
        <source>take the sheet&apos;s changes into the same character: those made on the sheet&apos;s side only; conflicts are kept and listed</source>
        <translation>シートの変更を同じキャラクターに取り込む：シート側だけで変更されたもの。競合はそのままにして一覧にする</translation>
    </message>
    <message>
        <source>add the sheet&apos;s character as a new one, even when it is there</source>
        <translation>すでにいても、シートのキャラクターを新しく追加する</translation>
    </message>
    <message>
        <source>show what --update would change, and write nothing</source>
        <translation>--update で変わるものを表示し、何も書き込まない</translation>
    </message>
    <message>
        <source>with --update or --dry-run: the character of the same name is the sheet&apos;s, whatever its id</source>
        <translation>--update や --dry-run と共に：IDが違っても、同じ名前のキャラクターをシートのキャラクターとみなす</translation>
    </message>
    <message>
        <source>rewrite a file in the current format, keeping a backup</source>
        <translation>ファイルを現在の形式で書き直す（バックアップを残す）</translation>
    </message>
    <message>
        <source>roll a dice command as BCDice&apos;s SRS reads it, such as 2D6+3@11#2&gt;=10, 2D6+3&gt;=10[11,3], 4D6&gt;=15 or -1+2D6&gt;=12</source>
        <translation>BCDiceのSRSと同じ読み方でダイスコマンドを振る。例：2D6+3@11#2&gt;=10、2D6+3&gt;=10[11,3]、4D6&gt;=15、-1+2D6&gt;=12</translation>
    </message>
    <message>
        <source>a BCDice SRS command; text after a space is a comment</source>
        <translation>BCDiceのSRSコマンド。空白より後はコメント</translation>
    </message>
    <message>
        <source>seed for reproducible rolls</source>
        <translation>同じ結果を再現するための乱数の種</translation>
    </message>
    <message>
        <source>use these die results, in order, instead of rolling (e.g. 3,4)</source>
        <translation>振る代わりにこの出目を順に使う（例：3,4）</translation>
    </message>
    <message>
        <source>print {&quot;command&quot;, &quot;dice&quot;, &quot;total&quot;, &quot;verdict&quot;, &quot;secret&quot;, &quot;text&quot;} as one JSON object (verdict: critical, fumble, success, failure or null; secret: true for a secret roll, S2D6&gt;=10, false otherwise; text: as BCDice answers)</source>
        <translation>{&quot;command&quot;, &quot;dice&quot;, &quot;total&quot;, &quot;verdict&quot;, &quot;secret&quot;, &quot;text&quot;} を1つのJSONオブジェクトとして出力する（verdict：critical、fumble、success、failure または null。secret：シークレットダイス（S2D6&gt;=10）なら true、それ以外は false。text：BCDiceの応答と同じ）</translation>
    </message>
    <message>
        <source>fhrtool {command}: {problem}</source>
        <translation>fhrtool {command}: {problem}</translation>
    </message>
    <message>
        <source>fhrtool sheet (*.fhrs)</source>
        <translation>fhrtool シート (*.fhrs)</translation>
    </message>
</context>
<context>
    <name>ActionCheckDialog</name>
    <message>
        <source>2D6 check — {name}</source>
        <translation>2D6の判定 — {name}</translation>
    </message>
    <message>
        <source>Opposed check (対決) — O</source>
        <translation>対決 — O</translation>
    </message>
    <message>
        <source>Add reactor (A)</source>
        <translation>リアクション側を追加（A）</translation>
    </message>
    <message>
        <source>Another reactor against the same action: the action is rolled once</source>
        <translation>同じアクションに対するリアクション側をもう1人：アクション側は1回だけ振ります</translation>
    </message>
    <message>
        <source>Skill (S):</source>
        <translation>特技（S）：</translation>
    </message>
    <message>
        <source>⚠ The same reactor is chosen twice: choose another one.</source>
        <translation>⚠ 同じリアクション側が2回選ばれています：別の相手を選んでください。</translation>
    </message>
    <message>
        <source>the action fumbled</source>
        <translation>アクション側がファンブル</translation>
    </message>
    <message>
        <source>both critical: reaction priority</source>
        <translation>双方クリティカル：リアクション優先</translation>
    </message>
    <message>
        <source>the action&apos;s critical</source>
        <translation>アクション側のクリティカル</translation>
    </message>
    <message>
        <source>the reaction fumbled</source>
        <translation>リアクション側がファンブル</translation>
    </message>
    <message>
        <source>the reaction&apos;s critical</source>
        <translation>リアクション側のクリティカル</translation>
    </message>
    <message>
        <source>the table rules: a critical reaction does not beat a normal action</source>
        <translation>卓ルール：リアクション側のクリティカルは通常のアクション側に勝たない</translation>
    </message>
    <message>
        <source>higher achieved value</source>
        <translation>達成値が上</translation>
    </message>
    <message>
        <source>a tie: reaction priority</source>
        <translation>同値：リアクション優先</translation>
    </message>
    <message>
        <source>The action wins against {opponent} ({reason})</source>
        <translation>アクション側が{opponent}に勝ち（{reason}）</translation>
    </message>
    <message>
        <source>{opponent} wins ({reason})</source>
        <translation>{opponent}の勝ち（{reason}）</translation>
    </message>
    <message>
        <source>(no skill)</source>
        <translation>（特技なし）</translation>
    </message>
    <message>
        <source>Action: {name}</source>
        <translation>アクション側：{name}</translation>
    </message>
</context>
<context>
    <name>AddCombatantsDialog</name>
    <message>
        <source>Add to the fight</source>
        <translation>戦闘に追加</translation>
    </message>
    <message>
        <source>PC side for PCs, enemy for NPCs</source>
        <translation>PCはPC側、NPCは敵</translation>
    </message>
    <message>
        <source>Each NPC how many times:</source>
        <translation>各NPCの人数：</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>陣営：</translation>
    </message>
    <message>
        <source>Each NPC how many times</source>
        <translation>各NPCの人数</translation>
    </message>
</context>
<context>
    <name>AddEntryDialog</name>
    <message>
        <source>Add to the casting board — {name}</source>
        <translation>キャスティングボードに追加 — {name}</translation>
    </message>
    <message>
        <source>Add entry</source>
        <translation>エントリーを追加</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>A character of the campaign</source>
        <translation>キャンペーンのキャラクター</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>キャラクター</translation>
    </message>
    <message>
        <source>{name} (itself)</source>
        <translation>{name}（自分自身）</translation>
    </message>
    <message>
        <source>A free name</source>
        <translation>名前を自由に記入</translation>
    </message>
    <message>
        <source>Free name</source>
        <translation>自由記入</translation>
    </message>
    <message>
        <source>Someone not in the campaign</source>
        <translation>キャンペーンにいない人物</translation>
    </message>
    <message>
        <source>Unused emotions</source>
        <translation>未使用の感情</translation>
    </message>
    <message>
        <source>Emotions ({least}–{most} of the unused ones)</source>
        <translation>感情（未使用の感情から{least}〜{most}個）</translation>
    </message>
    <message>
        <source>Choose {least}–{most} emotions.</source>
        <translation>感情を{least}〜{most}個選んでください。</translation>
    </message>
    <message>
        <source>An entry takes at most {most} emotions.</source>
        <translation>1つのエントリーに置ける感情は{most}個までです。</translation>
    </message>
    <message>
        <source>Entries can never be removed from the casting board.</source>
        <translation>キャスティングボードのエントリーは二度と削除できません。</translation>
    </message>
    <message>
        <source>Bond {bond}: tension value {before} → {after}.</source>
        <translation>絆値{bond}：テンション値 {before} → {after}。</translation>
    </message>
    <message>
        <source>⚠ With this entry the board makes a 背反者 at scenario end.</source>
        <translation>⚠ このエントリーを加えると、シナリオ終了時に背反者になります。</translation>
    </message>
</context>
<context>
    <name>BoardEntriesModel</name>
    <message>
        <source>Entry</source>
        <translation>エントリー</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>種別</translation>
    </message>
    <message>
        <source>Emotions</source>
        <translation>感情</translation>
    </message>
    <message>
        <source>Bond</source>
        <translation>絆値</translation>
    </message>
    <message>
        <source>Mad</source>
        <translation>マッド</translation>
    </message>
    <message>
        <source>背反者</source>
        <translation>背反者</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>追加時</translation>
    </message>
    <message>
        <source>Bond value (絆値): stored with the entry, +{bond} after a confrontation</source>
        <translation>絆値：エントリーごとに記録。感情対決の後は+{bond}</translation>
    </message>
    <message>
        <source>Mad-colour emotions (◆) on the entry</source>
        <translation>エントリーにあるマッドカラーの感情（◆）</translation>
    </message>
    <message>
        <source>What this entry means for the 背反者 check at scenario end</source>
        <translation>シナリオ終了時の背反者チェックにおけるこのエントリーの影響</translation>
    </message>
    <message>
        <source>(⇄ {opposing} open)</source>
        <translation>（⇄「{opposing}」と対決中）</translation>
    </message>
    <message>
        <source>Scenario {scenario}, session {session}</source>
        <translation>シナリオ{scenario}、セッション{session}</translation>
    </message>
    <message>
        <source>{target} ({who}), bond {bond}: {emotions}</source>
        <translation>{target}（{who}）、絆値{bond}：{emotions}</translation>
    </message>
</context>
<context>
    <name>CastingBoardPanel</name>
    <message>
        <source>Tension value %v / {most}</source>
        <translation>テンション値 %v / {most}</translation>
    </message>
    <message>
        <source>テンション値: pays cost damage in place of HP; {least}–{most}</source>
        <translation>テンション値：HPの代わりに代償ダメージを支払える。{least}〜{most}</translation>
    </message>
    <message>
        <source>背反者 warning</source>
        <translation>背反者の警告</translation>
    </message>
    <message>
        <source>Add entry…</source>
        <translation>エントリー追加…</translation>
    </message>
    <message>
        <source>Put someone on the board</source>
        <translation>誰かをボードに加える</translation>
    </message>
    <message>
        <source>Confront…</source>
        <translation>感情対決…</translation>
    </message>
    <message>
        <source>Emotion confrontation on one emotion of an entry</source>
        <translation>エントリーの感情1つで感情対決を行う</translation>
    </message>
    <message>
        <source>Resolve…</source>
        <translation>決着…</translation>
    </message>
    <message>
        <source>Resolve an open confrontation</source>
        <translation>未決着の感情対決に決着をつける</translation>
    </message>
    <message>
        <source>Pay cost…</source>
        <translation>代償を支払う…</translation>
    </message>
    <message>
        <source>Cost damage, from the tension value and HP</source>
        <translation>代償ダメージをテンション値とHPから支払う</translation>
    </message>
    <message>
        <source>Infinity Break…</source>
        <translation>インフィニティ・ブレイク…</translation>
    </message>
    <message>
        <source>New scenario…</source>
        <translation>新しいシナリオ…</translation>
    </message>
    <message>
        <source>End scenario…</source>
        <translation>シナリオ終了…</translation>
    </message>
    <message>
        <source>New session…</source>
        <translation>新しいセッション…</translation>
    </message>
    <message>
        <source>Emotion list…</source>
        <translation>感情一覧…</translation>
    </message>
    <message>
        <source>Casting board</source>
        <translation>キャスティングボード</translation>
    </message>
    <message>
        <source>Casting board entries</source>
        <translation>キャスティングボードのエントリー</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>ボード</translation>
    </message>
    <message>
        <source>List</source>
        <translation>一覧</translation>
    </message>
    <message>
        <source>Unused emotions</source>
        <translation>未使用の感情</translation>
    </message>
    <message>
        <source>Drag emotions onto the board to add an entry with them</source>
        <translation>感情をボードにドラッグすると、その感情でエントリーを追加します</translation>
    </message>
    <message>
        <source>Gain…</source>
        <translation>獲得…</translation>
    </message>
    <message>
        <source>Take emotions from the emotion list</source>
        <translation>感情一覧から感情を得る</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <source>Drop the selected unused emotions</source>
        <translation>選択した未使用の感情を破棄する</translation>
    </message>
    <message>
        <source>Add an entry with the selected unused emotions</source>
        <translation>選択した未使用の感情でエントリーを追加する</translation>
    </message>
    <message>
        <source>Unused emotion limit</source>
        <translation>未使用の感情の上限</translation>
    </message>
    <message>
        <source>At most {limit} unused emotions; a skill may raise the limit</source>
        <translation>未使用の感情は{limit}個まで。特技で上限が増えることがある</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Choose a character in the roster to see its casting board.</source>
        <translation>キャラクター一覧でキャラクターを選ぶと、そのキャスティングボードを表示します。</translation>
    </message>
    <message>
        <source>背反者</source>
        <translation>背反者</translation>
    </message>
    <message>
        <source>no emotion confrontation yet this scenario</source>
        <translation>このシナリオではまだ感情対決なし</translation>
    </message>
    <message>
        <source>{count} emotion confrontation this scenario — the next gives nothing</source>
        <translation>このシナリオの感情対決{count}回 — 次は何も得られない</translation>
    </message>
    <message>
        <source>{count} emotion confrontations this scenario — the next gives nothing</source>
        <translation>このシナリオの感情対決{count}回 — 次は何も得られない</translation>
    </message>
    <message>
        <source>{count} open confrontation</source>
        <translation>未決着の感情対決{count}件</translation>
    </message>
    <message>
        <source>{count} open confrontations</source>
        <translation>未決着の感情対決{count}件</translation>
    </message>
    <message>
        <source>Scenario {scenario}, session {session}</source>
        <translation>シナリオ{scenario}、セッション{session}</translation>
    </message>
    <message>
        <source>Total bond {bond}</source>
        <translation>絆値合計{bond}</translation>
    </message>
    <message>
        <source>Infinity Break: {usable} of {count} usable</source>
        <translation>インフィニティ・ブレイク：{count}個中{usable}個使用可</translation>
    </message>
    <message>
        <source>Unused emotions ({held}/{limit})</source>
        <translation>未使用の感情（{held}/{limit}）</translation>
    </message>
    <message>
        <source>{target} is on the board: tension value {before} → {after}</source>
        <translation>{target}をボードに追加：テンション値 {before} → {after}</translation>
    </message>
    <message>
        <source>{name} became a 背反者 — an NPC from now on, no longer playable: {reason}.</source>
        <translation>{name}は背反者になりました — 今後はNPCとなり、プレイできません：{reason}。</translation>
    </message>
    <message>
        <source>{name} is a 背反者 already.</source>
        <translation>{name}はすでに背反者です。</translation>
    </message>
    <message>
        <source>{name} did not become a 背反者.</source>
        <translation>{name}は背反者になりませんでした。</translation>
    </message>
    <message>
        <source>An NPC&apos;s board is not checked for 背反者.</source>
        <translation>NPCのボードは背反者のチェックを受けません。</translation>
    </message>
    <message>
        <source>End scenario — {name}</source>
        <translation>シナリオ終了 — {name}</translation>
    </message>
    <message>
        <source>Total bond {bond}: the GM awards experience for it.</source>
        <translation>絆値合計{bond}：これに応じてGMが経験点を与えます。</translation>
    </message>
    <message>
        <source>Infinity Break: {effect}</source>
        <translation>インフィニティ・ブレイク：{effect}</translation>
    </message>
    <message>
        <source>{target} stays on the casting board: entries can never be removed — not when the person turns out to be an enemy, not when they die.</source>
        <translation>{target}はキャスティングボードに残ります。エントリーは決して削除できません — その人物が敵だと判明しても、死んでも。</translation>
    </message>
    <message>
        <source>Confront {emotion}…</source>
        <translation>「{emotion}」で感情対決…</translation>
    </message>
    <message>
        <source>Why can&apos;t this entry be removed?</source>
        <translation>このエントリーはなぜ削除できないの？</translation>
    </message>
</context>
<context>
    <name>ChangeDelegate</name>
    <message>
        <source>-3, +2 or 7</source>
        <translation>-3、+2、7</translation>
    </message>
</context>
<context>
    <name>CheckDialog</name>
    <message>
        <source>{essence} check — {name}</source>
        <translation>{essence}のチェック — {name}</translation>
    </message>
    <message>
        <source>Active action on own sequence</source>
        <translation>自分のシーケンスでの能動行動</translation>
    </message>
    <message>
        <source>Reaction (passive) to:</source>
        <translation>リアクション（受動行動）の対象：</translation>
    </message>
    <message>
        <source>Other check</source>
        <translation>その他のチェック</translation>
    </message>
    <message>
        <source>{name}&apos;s reaction</source>
        <translation>{name}のリアクション</translation>
    </message>
    <message>
        <source>The check is</source>
        <translation>チェックの種類</translation>
    </message>
    <message>
        <source>Has already reacted to one action of this simultaneous group</source>
        <translation>この同時行動グループの行動の1つにすでにリアクションしています</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>振る</translation>
    </message>
    <message>
        <source>R or Space rolls; T types in the result of physical dice</source>
        <translation>R かスペースで振る。T で実物のダイスの結果を入力</translation>
    </message>
    <message>
        <source>fumble</source>
        <translation>ファンブル</translation>
    </message>
    <message>
        <source>Life/Will check</source>
        <translation>【生命】／【意志】のチェック</translation>
    </message>
    <message>
        <source>2D6 check</source>
        <translation>2D6の判定</translation>
    </message>
    <message>
        <source>Type in the result of physical dice</source>
        <translation>実物のダイスの結果を入力</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>決定</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Roll the action, then each reaction</source>
        <translation>アクション側、続いて各リアクション側を振る</translation>
    </message>
    <message>
        <source>Opposed check on or off</source>
        <translation>対決のオン／オフ</translation>
    </message>
    <message>
        <source>Add a reactor</source>
        <translation>リアクション側を追加</translation>
    </message>
    <message>
        <source>The reactor (type its name, arrows)</source>
        <translation>リアクション側（名前を入力、矢印キー）</translation>
    </message>
    <message>
        <source>The reactor&apos;s skill</source>
        <translation>リアクション側の特技</translation>
    </message>
    <message>
        <source>The action&apos;s skill</source>
        <translation>アクション側の特技</translation>
    </message>
    <message>
        <source>Not offered: {reasons}</source>
        <translation>選べない相手：{reasons}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>／</translation>
    </message>
    <message>
        <source>Whom the action is aimed at, if it is aimed at one character</source>
        <translation>行動の対象（1人を対象とする場合）</translation>
    </message>
    <message>
        <source>{name} is defeated and takes no action</source>
        <translation>{name}は戦闘不能のため、行動しません</translation>
    </message>
    <message>
        <source>Use typed result</source>
        <translation>入力した結果を使う</translation>
    </message>
    <message>
        <source>Not resolved yet</source>
        <translation>未解決</translation>
    </message>
    <message>
        <source>Take −{correction} on the next {essence} check</source>
        <translation>次の{essence}のチェックにテンション修正−{correction}を受ける</translation>
    </message>
    <message>
        <source>Take {fatigue} fatigue instead</source>
        <translation>代わりに疲労を{fatigue}受ける</translation>
    </message>
    <message>
        <source>Cost of the check (high tension)</source>
        <translation>チェックの負担（ハイテンション）</translation>
    </message>
    <message>
        <source>Spend hope (+dice):</source>
        <translation>希望を使う（ダイス+）：</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>ダイス：</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>目標値：</translation>
    </message>
    <message>
        <source>Or typed in:</source>
        <translation>または入力：</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>結果：</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目標値</translation>
    </message>
    <message>
        <source>Typed-in result</source>
        <translation>入力した結果</translation>
    </message>
    <message>
        <source>{total} dice</source>
        <translation>ダイス{total}個</translation>
    </message>
    <message>
        <source>{total} die</source>
        <translation>ダイス{total}個</translation>
    </message>
    <message>
        <source>{essence} {base}</source>
        <translation>{essence} {base}</translation>
    </message>
    <message>
        <source>tension correction</source>
        <translation>テンション修正</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>パッシブ</translation>
    </message>
    <message>
        <source>hope</source>
        <translation>希望</translation>
    </message>
    <message>
        <source>fatigue</source>
        <translation>疲労</translation>
    </message>
    <message>
        <source>Spend hope above to reach 1 die, or type a result in.</source>
        <translation>上で希望を使ってダイスを1個以上にするか、結果を入力してください。</translation>
    </message>
    <message>
        <source>(aimed at: not named)</source>
        <translation>（行動の対象：指定しない）</translation>
    </message>
    <message>
        <source>aimed at {name}</source>
        <translation>行動の対象：{name}</translation>
    </message>
    <message>
        <source>No hope left to spend: type a result in.</source>
        <translation>使える希望がありません。結果を入力してください。</translation>
    </message>
    <message>
        <source>The table allows it: rolling anyway rolls nothing and fails unless the target is 0.</source>
        <translation>卓のルールではチェックできます。振ってもダイスはなく、目標値が0以下でなければ失敗です。</translation>
    </message>
    <message>
        <source>The table does not allow a check below 1 die.</source>
        <translation>卓のルールではダイス1個未満のチェックはできません。</translation>
    </message>
    <message>
        <source>{problem} {advice} {rule}</source>
        <translation>{problem}{advice}{rule}</translation>
    </message>
    <message>
        <source>This check has no dice left: with fewer than 1 die, the GM decides.</source>
        <translation>このチェックにはダイスがありません。ダイスが1個未満のときはGMが決めます。</translation>
    </message>
    <message>
        <source>Roll 0 dice anyway</source>
        <translation>ダイス0個のまま振る</translation>
    </message>
    <message>
        <source>⚠ Hope to spend: {problem}, the hope left. Lower it to roll.</source>
        <translation>⚠ 使う希望：{problem}（残りの希望）。振るには減らしてください。</translation>
    </message>
    <message>
        <source>Chance before the roll: {percent}</source>
        <translation>振る前の成功率：{percent}</translation>
    </message>
    <message>
        <source>Chance of success: {percent}</source>
        <translation>成功率：{percent}</translation>
    </message>
    <message>
        <source>Rolled: change the dice or hope to roll again, or type a result in</source>
        <translation>振りました。振り直すにはダイスか希望を変えるか、結果を入力してください</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>{shown} against {target}: {outcome}</source>
        <translation>{shown}（目標値{target}）：{outcome}</translation>
    </message>
</context>
<context>
    <name>ConfrontationDialog</name>
    <message>
        <source>Emotion confrontation — {name}</source>
        <translation>感情対決 — {name}</translation>
    </message>
    <message>
        <source>Confront</source>
        <translation>対決する</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>エントリー</translation>
    </message>
    <message>
        <source>Emotion</source>
        <translation>感情</translation>
    </message>
    <message>
        <source>Opposing emotion (its own bond value is ignored)</source>
        <translation>対立する感情（その感情自体の絆値は無視）</translation>
    </message>
    <message>
        <source>From the emotion list</source>
        <translation>感情一覧から</translation>
    </message>
    <message>
        <source>Opposing emotion</source>
        <translation>対立する感情</translation>
    </message>
    <message>
        <source>Free text</source>
        <translation>自由記入</translation>
    </message>
    <message>
        <source>Opposing emotion as free text</source>
        <translation>対立する感情を自由に記入</translation>
    </message>
    <message>
        <source>◆ Mad colour</source>
        <translation>◆ マッドカラー</translation>
    </message>
    <message>
        <source>Bond of the new emotion</source>
        <translation>新しい感情の絆値</translation>
    </message>
    <message>
        <source>Bond</source>
        <translation>絆値</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>決着</translation>
    </message>
    <message>
        <source>Resolve later (before the scenario ends)</source>
        <translation>後で決着（シナリオ終了まで）</translation>
    </message>
    <message>
        <source>the opposing emotion</source>
        <translation>対立する感情</translation>
    </message>
    <message>
        <source>Resolve now, in play: keep {emotion}</source>
        <translation>プレイ中に今すぐ決着：「{emotion}」を残す</translation>
    </message>
    <message>
        <source>The first emotion confrontation of {name} in this scenario.</source>
        <translation>このシナリオで{name}の最初の感情対決です。</translation>
    </message>
    <message>
        <source>{name} already had an emotion confrontation in this scenario.</source>
        <translation>{name}はこのシナリオですでに感情対決を行っています。</translation>
    </message>
    <message>
        <source>Resolved during play, it gives +{tension} tension more.</source>
        <translation>プレイ中に決着すれば、さらにテンション値+{tension}。</translation>
    </message>
    <message>
        <source>Set an opposing emotion other than the confronted one.</source>
        <translation>対決する感情とは別の、対立する感情を指定してください。</translation>
    </message>
    <message>
        <source>⚠ Keeping it, the board makes a 背反者 at scenario end.</source>
        <translation>⚠ これを残すと、シナリオ終了時に背反者になります。</translation>
    </message>
</context>
<context>
    <name>CostSplit</name>
    <message>
        <source>From the tension value</source>
        <translation>テンション値から</translation>
    </message>
    <message>
        <source>From HP</source>
        <translation>HPから</translation>
    </message>
    <message>
        <source>Default split</source>
        <translation>既定の配分</translation>
    </message>
    <message>
        <source>The split the table rules set: tension first or HP first</source>
        <translation>卓ルールで決めた配分：テンション値優先またはHP優先</translation>
    </message>
    <message>
        <source>From the tension value ({value} left)</source>
        <translation>テンション値から（残り{value}）</translation>
    </message>
    <message>
        <source>From HP ({current}/{maximum})</source>
        <translation>HPから（{current}/{maximum}）</translation>
    </message>
    <message>
        <source>Tension value {before} → {after} · HP {hp_before} → {hp_after}</source>
        <translation>テンション値 {before} → {after} · HP {hp_before} → {hp_after}</translation>
    </message>
    <message>
        <source>⚠ HP falls to {hp}.</source>
        <translation>⚠ HPが{hp}になります。</translation>
    </message>
</context>
<context>
    <name>DeclarationDialog</name>
    <message>
        <source>Declaration — {name}</source>
        <translation>特殊シーケンス宣言 — {name}</translation>
    </message>
    <message>
        <source>Hope: +1d{faces} per point on the sequence value</source>
        <translation>希望：1点ごとにシーケンス値+1d{faces}</translation>
    </message>
    <message>
        <source>Quick: +{step} per step; tension correction −{correction} on Life and on Will per step</source>
        <translation>クイック：1段階ごとに+{step}、【生命】と【意志】のテンション修正がそれぞれ−{correction}</translation>
    </message>
    <message>
        <source>Passive: −{step} per step; +{dice} die on passive checks per step</source>
        <translation>パッシブ：1段階ごとに−{step}、受動行動のチェックのダイス+{dice}</translation>
    </message>
    <message>
        <source>Delay: to a lower value</source>
        <translation>ディレイ：より低い値へ</translation>
    </message>
    <message>
        <source>Sync: act simultaneously with someone lower</source>
        <translation>シンクロ：値の低い者と同時行動</translation>
    </message>
    <message>
        <source>rolled by the app; or type the d6 results: 4 2</source>
        <translation>空欄ならアプリが振る。例：4 2</translation>
    </message>
    <message>
        <source>Steps / hope points:</source>
        <translation>段階数／希望の点数：</translation>
    </message>
    <message>
        <source>Hope d6 results:</source>
        <translation>希望のd6の出目：</translation>
    </message>
    <message>
        <source>Delay to:</source>
        <translation>ディレイ先：</translation>
    </message>
    <message>
        <source>Sync with:</source>
        <translation>シンクロ相手：</translation>
    </message>
    <message>
        <source>Sequence value now: {value}</source>
        <translation>現在のシーケンス値：{value}</translation>
    </message>
    <message>
        <source>Declared: {what}</source>
        <translation>宣言済み：{what}</translation>
    </message>
    <message>
        <source>Steps / hope points</source>
        <translation>段階数／希望の点数</translation>
    </message>
    <message>
        <source>Delay to</source>
        <translation>ディレイ先</translation>
    </message>
    <message>
        <source>Choose a declaration: {keys}.</source>
        <translation>宣言を選んでください：{keys}。</translation>
    </message>
    <message>
        <source>There is nobody to sync with.</source>
        <translation>シンクロできる相手がいません。</translation>
    </message>
    <message>
        <source>Sequence value +{count}d{faces}, rolled on OK</source>
        <translation>シーケンス値+{count}d{faces}（OKで振る）</translation>
    </message>
    <message>
        <source>Sequence value {value}; acts at {slots}</source>
        <translation>シーケンス値{value}：{slots}で行動</translation>
    </message>
    <message>
        <source>no sequence</source>
        <translation>シーケンスなし</translation>
    </message>
    <message>
        <source>hope</source>
        <translation>希望</translation>
    </message>
    <message>
        <source>quick</source>
        <translation>クイック</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>パッシブ</translation>
    </message>
    <message>
        <source>delay</source>
        <translation>ディレイ</translation>
    </message>
    <message>
        <source>sync</source>
        <translation>シンクロ</translation>
    </message>
</context>
<context>
    <name>DiceRollerPanel</name>
    <message>
        <source>2D6+3&gt;=10, 4D6&gt;=15, 1D10+2 …</source>
        <translation>2D6+3&gt;=10、4D6&gt;=15、1D10+2 …</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>振る</translation>
    </message>
    <message>
        <source>optional, e.g. 4 5</source>
        <translation>任意。例：4 5</translation>
    </message>
    <message>
        <source>Type the results of physical dice to log them instead of rolling</source>
        <translation>実物のダイスの出目を入力すると、振る代わりにその結果をログに記録します</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>ダイス：</translation>
    </message>
    <message>
        <source>Rolled at the table:</source>
        <translation>卓で振った出目：</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>ダイス履歴</translation>
    </message>
    <message>
        <source>Select a character to roll from its chat palette</source>
        <translation>キャラクターを選ぶと、そのチャットパレットから振れます</translation>
    </message>
    <message>
        <source>Chat palette of {name}</source>
        <translation>{name}のチャットパレット</translation>
    </message>
    <message>
        <source>Click, type the number after &gt;= and press Enter</source>
        <translation>クリックして &gt;= の後に数値を入力し、Enter を押してください</translation>
    </message>
    <message>
        <source>Click to roll</source>
        <translation>クリックで振る</translation>
    </message>
    <message>
        <source>Type the {what} and press Enter</source>
        <translation>{what}を入力して Enter を押してください</translation>
    </message>
    <message>
        <source>No dice rolled yet</source>
        <translation>まだダイスを振っていません</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Automatic success (critical)</source>
        <translation>自動成功（クリティカル）</translation>
    </message>
    <message>
        <source>Automatic failure (fumble)</source>
        <translation>自動失敗（ファンブル）</translation>
    </message>
    <message>
        <source>Secret roll</source>
        <translation>シークレットダイス</translation>
    </message>
</context>
<context>
    <name>EffectDialog</name>
    <message>
        <source>Effect on {name}</source>
        <translation>{name}への効果</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>odes</source>
        <translation>オード</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前：</translation>
    </message>
    <message>
        <source>Lasts:</source>
        <translation>持続：</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>単位：</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>メモ：</translation>
    </message>
    <message>
        <source>An effect of {odes} ode started in high tension ends when low tension resumes.</source>
        <translation>ハイテンション中に始まった{odes}オードの効果は、ローテンションに戻ると終了します。</translation>
    </message>
    <message>
        <source>Lasts</source>
        <translation>持続</translation>
    </message>
</context>
<context>
    <name>EmotionListDialog</name>
    <message>
        <source>Emotion list</source>
        <translation>感情一覧</translation>
    </message>
    <message>
        <source>A table&apos;s own emotion</source>
        <translation>卓独自の感情</translation>
    </message>
    <message>
        <source>Name of the new emotion</source>
        <translation>新しい感情の名前</translation>
    </message>
    <message>
        <source>{mark} Mad colour</source>
        <translation>{mark} マッドカラー</translation>
    </message>
    <message>
        <source>Bond of the new emotion</source>
        <translation>新しい感情の絆値</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Only an emotion no sheet of the campaign refers to</source>
        <translation>キャンペーンのどのシートも使っていない感情だけ削除できます</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Bond</source>
        <translation>絆値</translation>
    </message>
    <message>
        <source>Entries already on a board keep the bond they were given; the change applies to new ones.</source>
        <translation>すでにボードにあるエントリーの絆値は変わりません。変更は新しいエントリーに適用されます。</translation>
    </message>
</context>
<context>
    <name>EmotionListModel</name>
    <message>
        <source>Emotion</source>
        <translation>感情</translation>
    </message>
    <message>
        <source>Japanese name</source>
        <translation>日本語名</translation>
    </message>
    <message>
        <source>English name</source>
        <translation>英語名</translation>
    </message>
    <message>
        <source>Bond</source>
        <translation>絆値</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>カラー</translation>
    </message>
    <message>
        <source>List</source>
        <translation>区分</translation>
    </message>
    <message>
        <source>pure</source>
        <translation>ピュア</translation>
    </message>
    <message>
        <source>{mark} mad</source>
        <translation>{mark} マッド</translation>
    </message>
    <message>
        <source>own</source>
        <translation>独自</translation>
    </message>
    <message>
        <source>additional</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>basic</source>
        <translation>基本</translation>
    </message>
</context>
<context>
    <name>EmotionPicker</name>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Chosen: {names} — bond {bond}</source>
        <translation>選択：{names} — 絆値{bond}</translation>
    </message>
</context>
<context>
    <name>EmotionSearch</name>
    <message>
        <source>Search emotions</source>
        <translation>感情を検索</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>カラー</translation>
    </message>
    <message>
        <source>Pure and mad</source>
        <translation>ピュアとマッド</translation>
    </message>
    <message>
        <source>Pure only</source>
        <translation>ピュアのみ</translation>
    </message>
    <message>
        <source>{mark} Mad colour only</source>
        <translation>{mark} マッドカラーのみ</translation>
    </message>
</context>
<context>
    <name>EndScenarioDialog</name>
    <message>
        <source>End scenario — {name}</source>
        <translation>シナリオ終了 — {name}</translation>
    </message>
    <message>
        <source>End scenario</source>
        <translation>シナリオ終了</translation>
    </message>
    <message>
        <source>Open emotion confrontations (resolved outside play)</source>
        <translation>未決着の感情対決（プレイ外で決着）</translation>
    </message>
    <message>
        <source>Keep {emotion}</source>
        <translation>「{emotion}」を残す</translation>
    </message>
    <message>
        <source>{name} becomes a 背反者 — an NPC from now on: {reason}.</source>
        <translation>{name}は背反者になります — 今後はNPCです：{reason}。</translation>
    </message>
    <message>
        <source>An NPC&apos;s board is not checked for 背反者.</source>
        <translation>NPCのボードは背反者のチェックを受けません。</translation>
    </message>
    <message>
        <source>{name} does not become a 背反者.</source>
        <translation>{name}は背反者になりません。</translation>
    </message>
    <message>
        <source>Total bond {bond}.</source>
        <translation>絆値合計{bond}。</translation>
    </message>
</context>
<context>
    <name>GainEmotionsDialog</name>
    <message>
        <source>Gain emotions — {name}</source>
        <translation>感情の獲得 — {name}</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>獲得</translation>
    </message>
    <message>
        <source>{name} holds {held} of {limit} unused emotions: room for {room} more.</source>
        <translation>{name}の未使用の感情は{held}/{limit}個：あと{room}個持てます。</translation>
    </message>
</context>
<context>
    <name>InfinityBreakDialog</name>
    <message>
        <source>Infinity Break — {name}</source>
        <translation>インフィニティ・ブレイク — {name}</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>発動</translation>
    </message>
    <message>
        <source>Infinity Break registrations</source>
        <translation>インフィニティ・ブレイクの登録</translation>
    </message>
    <message>
        <source>{skill} (level {level})</source>
        <translation>{skill}（レベル{level}）</translation>
    </message>
    <message>
        <source>used this scenario</source>
        <translation>このシナリオで使用済み</translation>
    </message>
    <message>
        <source>No Infinity Break is left to use this scenario.</source>
        <translation>このシナリオで使えるインフィニティ・ブレイクは残っていません。</translation>
    </message>
    <message>
        <source>Cost damage: {base} + {own} = {cost}</source>
        <translation>代償ダメージ：{base} ＋ {own} ＝ {cost}</translation>
    </message>
    <message>
        <source>Effect: {effect}</source>
        <translation>効果：{effect}</translation>
    </message>
    <message>
        <source>Boosted: {effect}</source>
        <translation>強化後：{effect}</translation>
    </message>
    <message>
        <source>Not boosted, no number in it: {brackets}</source>
        <translation>数値がないため強化されません：{brackets}</translation>
    </message>
    <message>
        <source>常時 skill: the boosted effect lasts to the end of the scene (of the combat).</source>
        <translation>常時の特技：強化された効果はシーンの終了（戦闘中なら戦闘終了）まで続きます。</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>When</source>
        <translation>タイミング</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>出来事</translation>
    </message>
    <message>
        <source>High tension, round {round}</source>
        <translation>ハイテンション、ラウンド{round}</translation>
    </message>
    <message>
        <source>Low tension, ode {ode}</source>
        <translation>ローテンション、オード{ode}</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Filter the log</source>
        <translation>ログを絞り込む</translation>
    </message>
    <message>
        <source>Export as text…</source>
        <translation>テキストでエクスポート…</translation>
    </message>
    <message>
        <source>Export as HTML…</source>
        <translation>HTMLでエクスポート…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Reading the log…</source>
        <translation>ログを読み込んでいます…</translation>
    </message>
    <message>
        <source>{count} entries</source>
        <translation>{count}件</translation>
    </message>
    <message>
        <source>{count} entry</source>
        <translation>{count}件</translation>
    </message>
    <message>
        <source>{shown} of {count} entries</source>
        <translation>{count}件中{shown}件</translation>
    </message>
    <message>
        <source>{shown} of {count} entry</source>
        <translation>{count}件中{shown}件</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>テキスト (*.txt)</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm)</source>
        <translation>Webページ (*.html *.htm)</translation>
    </message>
    <message>
        <source>{name} log</source>
        <translation>{name}のログ</translation>
    </message>
    <message>
        <source>Export the log</source>
        <translation>ログのエクスポート</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Roster</source>
        <translation>キャラクター一覧</translation>
    </message>
    <message>
        <source>Combat Tracker</source>
        <translation>戦闘トラッカー</translation>
    </message>
    <message>
        <source>Casting Board</source>
        <translation>キャスティングボード</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>Dice Roller</source>
        <translation>ダイスロール</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Import Sheets…</source>
        <translation>シートを取り込む(&amp;I)…</translation>
    </message>
    <message>
        <source>Import Sheets from a &amp;Folder…</source>
        <translation>フォルダーからシートを取り込む(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>Undo goes back up to {count} steps</source>
        <translation>元に戻せるのは直前の{count}ステップまで</translation>
    </message>
    <message>
        <source>Copy for &amp;CCFolia</source>
        <translation>ココフォリア用にコピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Table Rules…</source>
        <translation>卓ルール(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Combat</source>
        <translation>戦闘(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>P&amp;lay Layout</source>
        <translation>プレイ用レイアウト(&amp;L)</translation>
    </message>
    <message>
        <source>Prep&amp;are Layout</source>
        <translation>準備用レイアウト(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>レイアウトを元に戻す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Player View</source>
        <translation>プレイヤー画面(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Fit the Casting Board</source>
        <translation>キャスティングボードを全体表示(&amp;F)</translation>
    </message>
    <message>
        <source>Share with the &amp;Table…</source>
        <translation>テーブルと共有(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <source>Follow the System</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules Reference</source>
        <translation>ルール早見表(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About fhrtool</source>
        <translation>fhrtool について(&amp;A)</translation>
    </message>
    <message>
        <source>Sheet File (.fhrs)…</source>
        <translation>シートファイル (.fhrs)…</translation>
    </message>
    <message>
        <source>HTML Sheet…</source>
        <translation>HTMLシート…</translation>
    </message>
    <message>
        <source>PDF Sheet…</source>
        <translation>PDFシート…</translation>
    </message>
    <message>
        <source>CCFolia Character (JSON)…</source>
        <translation>ココフォリア用キャラクター (JSON)…</translation>
    </message>
    <message>
        <source>Udonarium Character (ZIP)…</source>
        <translation>ユドナリウム用キャラクター (ZIP)…</translation>
    </message>
    <message>
        <source>Chat Palette (Text)…</source>
        <translation>チャットパレット（テキスト）…</translation>
    </message>
    <message>
        <source>Selected Character</source>
        <translation>選択中のキャラクター</translation>
    </message>
    <message>
        <source>Copy CCFolia Character to Clipboard</source>
        <translation>ココフォリア用キャラクターをクリップボードにコピー</translation>
    </message>
    <message>
        <source>Copy Chat Palette to Clipboard</source>
        <translation>チャットパレットをクリップボードにコピー</translation>
    </message>
    <message>
        <source>All Characters</source>
        <translation>全キャラクター</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Select a character in the roster first.</source>
        <translation>先にキャラクター一覧でキャラクターを選んでください。</translation>
    </message>
    <message>
        <source>The campaign has no characters yet.</source>
        <translation>キャンペーンにまだキャラクターがいません。</translation>
    </message>
    <message>
        <source>Exported to {file}</source>
        <translation>{file}にエクスポートしました</translation>
    </message>
    <message>
        <source>Copied to the clipboard</source>
        <translation>クリップボードにコピーしました</translation>
    </message>
    <message>
        <source>Before you use the export</source>
        <translation>書き出したものを使う前に</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>Save the changes to this campaign before closing it?</source>
        <translation>閉じる前に、このキャンペーンへの変更を保存しますか？</translation>
    </message>
    <message>
        <source>Open campaign</source>
        <translation>キャンペーンを開く</translation>
    </message>
    <message>
        <source>Import sheets</source>
        <translation>シートの取り込み</translation>
    </message>
    <message>
        <source>Import the sheets of a folder</source>
        <translation>フォルダーのシートを取り込む</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>ルール早見表</translation>
    </message>
    <message>
        <source>Declaration dialog</source>
        <translation>特殊シーケンス宣言のダイアログ</translation>
    </message>
    <message>
        <source>Combat tracker</source>
        <translation>戦闘トラッカー</translation>
    </message>
    <message>
        <source>Casting board</source>
        <translation>キャスティングボード</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>拡大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>Zoom with the wheel</source>
        <translation>ホイールで拡大・縮小</translation>
    </message>
    <message>
        <source>Ctrl+Wheel</source>
        <translation>Ctrl+ホイール</translation>
    </message>
    <message>
        <source>Fit the whole board</source>
        <translation>ボード全体を表示</translation>
    </message>
    <message>
        <source>Players&apos; requests</source>
        <translation>プレイヤーからの申請</translation>
    </message>
    <message>
        <source>Single-key shortcuts of the combat tracker work while the tracker has the focus.</source>
        <translation>戦闘トラッカーの1キーのショートカットは、トラッカーにフォーカスがあるときに使えます。</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>About fhrtool</source>
        <translation>fhrtool について</translation>
    </message>
    <message>
        <source>fhrtool {version}

Character sheets, combat tracker and casting boards for FHR with Free Casting.</source>
        <translation>fhrtool {version}

FHR（フリーキャスティング対応）のためのキャラクターシート、戦闘トラッカー、キャスティングボード。</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Update {name} from the sheet</source>
        <translation>{name} をシートから更新</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変更点</translation>
    </message>
    <message>
        <source>In the campaign</source>
        <translation>キャンペーン</translation>
    </message>
    <message>
        <source>On the sheet</source>
        <translation>シート</translation>
    </message>
    <message>
        <source>Why it is kept</source>
        <translation>そのままにする理由</translation>
    </message>
    <message>
        <source>&amp;Take the checked changes</source>
        <translation>チェックした変更を取り込む(&amp;T)</translation>
    </message>
    <message>
        <source>Take &amp;all</source>
        <translation>すべて取り込む(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Keep all</source>
        <translation>すべてそのまま(&amp;K)</translation>
    </message>
    <message>
        <source>The sheet differs from the campaign in {count} places; {conflicts} of them are conflicts.</source>
        <translation>シートはキャンペーンと{count}か所違います。そのうち{conflicts}か所は競合です。</translation>
    </message>
    <message>
        <source>It is not known what both sides had in common: every difference is shown as the sheet&apos;s change.</source>
        <translation>両方に共通していた状態が分からないため、違いはすべてシート側の変更として表示します。</translation>
    </message>
    <message>
        <source>The sheet was changed after it was exported.</source>
        <translation>シートはエクスポートの後で書き換えられています。</translation>
    </message>
    <message>
        <source>A fight is running: the campaign&apos;s current HP, hope, fatigue and tension value are kept unless you check them.</source>
        <translation>戦闘中です：キャンペーンの現在のHP・希望・疲労・テンション値は、チェックしない限りそのままです。</translation>
    </message>
    <message>
        <source>Checked: the sheet&apos;s value is taken. Unchecked: the campaign&apos;s is kept.</source>
        <translation>チェックあり：シートの値を取り込みます。チェックなし：キャンペーンの値のままです。</translation>
    </message>
    <message>
        <source>Against the rules: {reason}</source>
        <translation>ルールに反します：{reason}</translation>
    </message>
    <message>
        <source>Conflict: changed in the campaign too (both had {value})</source>
        <translation>競合：キャンペーン側でも変更されています（元は両方とも{value}）</translation>
    </message>
    <message>
        <source>A fight is running</source>
        <translation>戦闘中</translation>
    </message>
</context>
<context>
    <name>NewScenarioDialog</name>
    <message>
        <source>New scenario — {name}</source>
        <translation>新しいシナリオ — {name}</translation>
    </message>
    <message>
        <source>Start scenario</source>
        <translation>シナリオ開始</translation>
    </message>
    <message>
        <source>Gain {count} emotions. Tension value = concentration {concentration} + total bond {bond} = {tension}. Every Infinity Break is usable again; the count of emotion confrontations starts over.</source>
        <translation>感情を{count}個獲得します。テンション値 ＝ 集中力{concentration} ＋ 絆値合計{bond} ＝ {tension}。インフィニティ・ブレイクはすべて再び使用可能になり、感情対決の回数も数え直します。</translation>
    </message>
    <message>
        <source>A new session starts too: discard the {count} unused emotion left over</source>
        <translation>新しいセッションも始める：残っている未使用の感情{count}個を破棄</translation>
    </message>
    <message>
        <source>A new session starts too: discard the {count} unused emotions left over</source>
        <translation>新しいセッションも始める：残っている未使用の感情{count}個を破棄</translation>
    </message>
    <message>
        <source>Unused emotions kept (the new ones fill up to the limit):</source>
        <translation>残す未使用の感情（新しい感情は上限まで獲得）：</translation>
    </message>
    <message>
        <source>Count it as scenario {number} of the campaign</source>
        <translation>キャンペーンのシナリオ{number}として数える</translation>
    </message>
    <message>
        <source>Resolve the open emotion confrontation first.</source>
        <translation>先に未決着の感情対決に決着をつけてください。</translation>
    </message>
    <message>
        <source>Choose exactly {needed} emotion ({count} chosen).</source>
        <translation>感情をちょうど{needed}個選んでください（{count}個選択中）。</translation>
    </message>
    <message>
        <source>Choose exactly {needed} emotions ({count} chosen).</source>
        <translation>感情をちょうど{needed}個選んでください（{count}個選択中）。</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New session — {name}</source>
        <translation>新しいセッション — {name}</translation>
    </message>
    <message>
        <source>Start session</source>
        <translation>セッション開始</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Unused emotions discarded: {names}.</source>
        <translation>破棄される未使用の感情：{names}。</translation>
    </message>
    <message>
        <source>Count it as session {number} of the campaign</source>
        <translation>キャンペーンのセッション{number}として数える</translation>
    </message>
</context>
<context>
    <name>OdesDialog</name>
    <message>
        <source>Odes</source>
        <translation>オード数</translation>
    </message>
</context>
<context>
    <name>PayCostDialog</name>
    <message>
        <source>Pay cost damage — {name}</source>
        <translation>代償ダメージの支払い — {name}</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>支払う</translation>
    </message>
    <message>
        <source>(no skill)</source>
        <translation>（特技なし）</translation>
    </message>
    <message>
        <source>{skill} (cost {cost})</source>
        <translation>{skill}（コスト{cost}）</translation>
    </message>
    <message>
        <source>For</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>Cost damage</source>
        <translation>代償ダメージ</translation>
    </message>
</context>
<context>
    <name>PlayerView</name>
    <message>
        <source>fhrtool — Player view</source>
        <translation>fhrtool — プレイヤー画面</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>文字を大きく</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>文字を小さく</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>全画面表示</translation>
    </message>
    <message>
        <source>Life {dice}/{life}</source>
        <translation>【生命】 {dice}/{life}</translation>
    </message>
    <message>
        <source>Will {dice}/{will}</source>
        <translation>【意志】 {dice}/{will}</translation>
    </message>
    <message>
        <source>+{dice} on reactions</source>
        <translation>受動行動に+{dice}</translation>
    </message>
    <message>
        <source>Hope {hope}/{hope_max}</source>
        <translation>希望 {hope}/{hope_max}</translation>
    </message>
    <message>
        <source>Fatigue {fatigue}</source>
        <translation>疲労 {fatigue}</translation>
    </message>
    <message>
        <source>HP {hp}/{hp_max}</source>
        <translation>HP {hp}/{hp_max}</translation>
    </message>
    <message>
        <source>{name} ({left})</source>
        <translation>{name}（残り{left}）</translation>
    </message>
    <message>
        <source>Low tension</source>
        <translation>ローテンション</translation>
    </message>
    <message>
        <source>Ode {ode}</source>
        <translation>オード{ode}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>ラウンド{round}</translation>
    </message>
    <message>
        <source>Rolling sequence values</source>
        <translation>シーケンス値決定中</translation>
    </message>
    <message>
        <source>Special sequence declarations</source>
        <translation>特殊シーケンス宣言</translation>
    </message>
    <message>
        <source>Sequence {value}: {names}</source>
        <translation>シーケンス{value}：{names}</translation>
    </message>
    <message>
        <source>Nobody is in the fight yet</source>
        <translation>まだ誰も戦闘に参加していません</translation>
    </message>
    <message>
        <source>Effects: {effects}</source>
        <translation>効果：{effects}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>waiting for the d10</source>
        <translation>d10待ち</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>General</source>
        <translation>全般</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <source>Autosave every</source>
        <translation>自動保存の間隔</translation>
    </message>
    <message>
        <source>Table rules for new campaigns</source>
        <translation>新しいキャンペーンの卓ルール</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>場所(&amp;L):</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T):</translation>
    </message>
</context>
<context>
    <name>RangeNote</name>
    <message>
        <source>⚠ {field}: {problem}.</source>
        <translation>⚠ {field}：{problem}。</translation>
    </message>
</context>
<context>
    <name>RangedSpin</name>
    <message>
        <source>{value} is above the maximum {maximum}</source>
        <translation>{value}は最大値{maximum}を超えています</translation>
    </message>
    <message>
        <source>{value} is below the minimum {minimum}</source>
        <translation>{value}は最小値{minimum}を下回っています</translation>
    </message>
</context>
<context>
    <name>ReactorBox</name>
    <message>
        <source>Reaction</source>
        <translation>リアクション側</translation>
    </message>
    <message>
        <source>Chance the action wins: {percent}</source>
        <translation>アクション側の勝率：{percent}</translation>
    </message>
    <message>
        <source>Chance the action wins, before the roll: {percent}</source>
        <translation>振る前のアクション側の勝率：{percent}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>外す</translation>
    </message>
    <message>
        <source>Reactor (C):</source>
        <translation>リアクション側（C）：</translation>
    </message>
    <message>
        <source>Its skill (K):</source>
        <translation>その特技（K）：</translation>
    </message>
</context>
<context>
    <name>RequestsBox</name>
    <message>
        <source>Players&apos; requests</source>
        <translation>プレイヤーからの申請</translation>
    </message>
    <message>
        <source>Accept request</source>
        <translation>申請を承認</translation>
    </message>
    <message>
        <source>Reject request</source>
        <translation>申請を却下</translation>
    </message>
</context>
<context>
    <name>ResolveDialog</name>
    <message>
        <source>Resolve an emotion confrontation — {name}</source>
        <translation>感情対決の決着 — {name}</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>決着</translation>
    </message>
    <message>
        <source>Open confrontation</source>
        <translation>未決着の感情対決</translation>
    </message>
    <message>
        <source>Resolved during play (+{tension} tension for the first of the scenario)</source>
        <translation>プレイ中に決着（シナリオ最初の感情対決ならテンション値+{tension}）</translation>
    </message>
    <message>
        <source>{target}: {emotion} ⇄ {opposing}</source>
        <translation>{target}：{emotion} ⇄ {opposing}</translation>
    </message>
    <message>
        <source>No emotion confrontation is open.</source>
        <translation>未決着の感情対決はありません。</translation>
    </message>
    <message>
        <source>Keep {emotion}</source>
        <translation>「{emotion}」を残す</translation>
    </message>
</context>
<context>
    <name>RolledDialog</name>
    <message>
        <source>; </source>
        <translation>／</translation>
    </message>
    <message>
        <source>{name} [{dice}]</source>
        <translation>{name} [{dice}]</translation>
    </message>
    <message>
        <source>Discard this roll?</source>
        <translation>この出目を破棄しますか？</translation>
    </message>
    <message>
        <source>The dice are rolled: {rolls}. Discard the roll? It stays in the log, marked as discarded, and costs nothing.</source>
        <translation>ダイスはすでに振られています：{rolls}。この出目を破棄しますか？ 破棄した出目はログに「破棄」として残り、負担は何もかかりません。</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>(unnamed)</source>
        <translation>（名前なし）</translation>
    </message>
    <message>
        <source>{kind}: {name}</source>
        <translation>{kind}：{name}</translation>
    </message>
    <message>
        <source>{kind} · level {level}</source>
        <translation>{kind} · レベル{level}</translation>
    </message>
    <message>
        <source>Player: {player}</source>
        <translation>プレイヤー：{player}</translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message>
        <source>Search characters</source>
        <translation>キャラクターを検索</translation>
    </message>
    <message>
        <source>Add PC</source>
        <translation>PC追加</translation>
    </message>
    <message>
        <source>Add a player character</source>
        <translation>プレイヤーキャラクターを追加</translation>
    </message>
    <message>
        <source>Add NPC</source>
        <translation>NPC追加</translation>
    </message>
    <message>
        <source>Add a non-player character</source>
        <translation>ノンプレイヤーキャラクターを追加</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Add a copy of the selected character</source>
        <translation>選択したキャラクターのコピーを追加</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Remove the selected character (undo brings it back)</source>
        <translation>選択したキャラクターを削除（元に戻すで復活）</translation>
    </message>
    <message>
        <source>Delete a character in the fight</source>
        <translation>戦闘中のキャラクターの削除</translation>
    </message>
    <message>
        <source>{name} is in the fight. Delete the character anyway? Undo brings it back.</source>
        <translation>{name}は戦闘に参加しています。それでもキャラクターを削除しますか？&#x3000;元に戻すで戻せます。</translation>
    </message>
    <message>
        <source>Deleted {name} — {undo} to undo</source>
        <translation>{name}を削除しました — {undo}で元に戻せます</translation>
    </message>
</context>
<context>
    <name>RuleOptionsEditor</name>
    <message>
        <source>Restore the defaults</source>
        <translation>既定値に戻す</translation>
    </message>
</context>
<context>
    <name>SequenceRollsDialog</name>
    <message>
        <source>Sequence values: d10 typed in</source>
        <translation>シーケンス値：d10の出目を入力</translation>
    </message>
    <message>
        <source>app rolls</source>
        <translation>アプリが振る</translation>
    </message>
    <message>
        <source>d10 of {name}</source>
        <translation>{name}のd10</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share with the Table</source>
        <translation>テーブルと共有</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>空いているポート</translation>
    </message>
    <message>
        <source>Start sharing</source>
        <translation>共有を開始</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Anyone who has a link sees what it shows: the table link the fight without the NPCs&apos; numbers, a player&apos;s link that PC&apos;s sheet, and it can send that PC&apos;s declarations and checks for you to accept. Links work on this network only; Revoke gives a link a new address.</source>
        <translation>リンクを知っている人は誰でもその内容を見られます。テーブル用リンクはNPCの数値を除いた戦闘を、プレイヤー用リンクはそのPCのシートを表示し、そのPCの宣言と判定をGMの承認待ちとして送れます。リンクはこのネットワーク内でのみ有効です。「無効化」でリンクのアドレスを新しくします。</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>接続中</translation>
    </message>
    <message>
        <source>Choose or type the address to share on.</source>
        <translation>共有するアドレスを選ぶか入力してください。</translation>
    </message>
    <message>
        <source>Could not share on {address}: {problem}</source>
        <translation>{address} で共有を始められませんでした: {problem}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Player: {name}</source>
        <translation>プレイヤー: {name}</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>無効化</translation>
    </message>
    <message>
        <source>{who} — {address} — {browser}</source>
        <translation>{who} — {address} — {browser}</translation>
    </message>
</context>
<context>
    <name>SheetEditor</name>
    <message>
        <source>{pool} current</source>
        <translation>{pool}（現在値）</translation>
    </message>
    <message>
        <source>{pool} maximum</source>
        <translation>{pool}（最大値）</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>キャラクター</translation>
    </message>
    <message>
        <source>FHR</source>
        <translation>FHR</translation>
    </message>
    <message>
        <source>Add essence</source>
        <translation>エッセンスを追加</translation>
    </message>
    <message>
        <source>Add ability</source>
        <translation>能力を追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Free Casting</source>
        <translation>フリーキャスティング</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>獲得</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <source>Reflex, +{bonus} if perception is above 0, +{bonus} if sense is above 0 (derived, read-only)</source>
        <translation>反射＋（知覚が0より大きければ{bonus}）＋（感応が0より大きければ{bonus}）（自動計算、編集不可）</translation>
    </message>
    <message>
        <source>the current value {current} is above the maximum {maximum}; raise the maximum or lower the current value</source>
        <translation>現在値{current}が最大値{maximum}を超えています。最大値を上げるか、現在値を下げてください</translation>
    </message>
    <message>
        <source>{list} and {last}</source>
        <translation>{list}・{last}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>・</translation>
    </message>
    <message>
        <source>One registration at each of levels {levels}. Extra skills only if they are the servant. A registration can never be changed.</source>
        <translation>レベル{levels}で1つずつ登録。エクストラスキルはサーヴァントのもののみ。登録は変更できません。</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>登録</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>変更されませんでした</translation>
    </message>
    <message>
        <source>⚠ {field}: {problem}. Not stored; the sheet keeps {stored}.</source>
        <translation>⚠ {field}：{problem}。保存していません（シートの値は{stored}のまま）。</translation>
    </message>
    <message>
        <source>−{dice} dice</source>
        <translation>ダイス−{dice}</translation>
    </message>
    <message>
        <source>−{dice} die</source>
        <translation>ダイス−{dice}</translation>
    </message>
    <message>
        <source>At scenario start: concentration + bonds = {value}</source>
        <translation>シナリオ開始時：集中力＋絆値 ＝ {value}</translation>
    </message>
    <message>
        <source>{held} of {limit}</source>
        <translation>{held}/{limit}</translation>
    </message>
    <message>
        <source>{mark} {id} · not on the emotion list</source>
        <translation>{mark} {id} · 感情一覧にありません</translation>
    </message>
    <message>
        <source>{name} · bond {bond} · mad colour</source>
        <translation>{name} · 絆値{bond} · マッド</translation>
    </message>
    <message>
        <source>{name} · bond {bond}</source>
        <translation>{name} · 絆値{bond}</translation>
    </message>
    <message>
        <source>Level {level}: {skill}</source>
        <translation>レベル{level}：{skill}</translation>
    </message>
    <message>
        <source>{registration} (used this scenario)</source>
        <translation>{registration}（このシナリオで使用済み）</translation>
    </message>
    <message>
        <source>{skill} (extra)</source>
        <translation>{skill}（エクストラ）</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>レベル{level}</translation>
    </message>
    <message>
        <source>⚠ {reason}</source>
        <translation>⚠ {reason}</translation>
    </message>
    <message>
        <source>The campaign&apos;s emotion list is empty.</source>
        <translation>キャンペーンの感情一覧が空です。</translation>
    </message>
    <message>
        <source>Add a skill first.</source>
        <translation>先に特技を追加してください。</translation>
    </message>
</context>
<context>
    <name>SheetTabs</name>
    <message>
        <source>Choose a character in the roster to open its sheet, or add one with Add PC / Add NPC.</source>
        <translation>キャラクター一覧でキャラクターを選ぶとシートを開きます。「PC追加」「NPC追加」で新しく作ることもできます。</translation>
    </message>
    <message>
        <source>{kind}: {name}</source>
        <translation>{kind}：{name}</translation>
    </message>
</context>
<context>
    <name>SideBox</name>
    <message>
        <source>none / hidden</source>
        <translation>なし／非公開</translation>
    </message>
    <message>
        <source>Cannot roll: check value + modifier</source>
        <translation>振れない：判定値＋修正</translation>
    </message>
    <message>
        <source>Roll 2D6</source>
        <translation>2D6を振る</translation>
    </message>
    <message>
        <source>R rolls; type both dice in for physical dice</source>
        <translation>R で振る。実物のダイスは両方の出目を入力</translation>
    </message>
    <message>
        <source>Not rolled yet</source>
        <translation>まだ振っていない</translation>
    </message>
    <message>
        <source>Check value:</source>
        <translation>判定値：</translation>
    </message>
    <message>
        <source>Modifier:</source>
        <translation>修正：</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>難易度：</translation>
    </message>
    <message>
        <source>fumble</source>
        <translation>ファンブル</translation>
    </message>
    <message>
        <source>Critical:</source>
        <translation>クリティカル：</translation>
    </message>
    <message>
        <source>Dice typed in:</source>
        <translation>入力した出目：</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>結果：</translation>
    </message>
    <message>
        <source>Chance of success: {percent}</source>
        <translation>成功率：{percent}</translation>
    </message>
    <message>
        <source>Chance before the roll: {percent}</source>
        <translation>振る前の成功率：{percent}</translation>
    </message>
    <message>
        <source>Check value</source>
        <translation>判定値</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>修正</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>難易度</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>クリティカル</translation>
    </message>
    <message>
        <source>Fumble</source>
        <translation>ファンブル</translation>
    </message>
    <message>
        <source>Die {number}</source>
        <translation>{number}個目の出目</translation>
    </message>
    <message>
        <source>automatic success (critical)</source>
        <translation>自動成功（クリティカル）</translation>
    </message>
    <message>
        <source>automatic failure (fumble)</source>
        <translation>自動失敗（ファンブル）</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>rolled</source>
        <translation>判定済み</translation>
    </message>
    <message>
        <source>achieved {value}, </source>
        <translation>達成値{value}、</translation>
    </message>
</context>
<context>
    <name>SkillsModel</name>
    <message>
        <source>Tension bonus: tension value gained when a check with the skill succeeds</source>
        <translation>テンションボーナス：この特技を使った判定が成功したときに得るテンション値</translation>
    </message>
    <message>
        <source>Values in 《 》 are raised by {boost} when the skill is used as an Infinity Break</source>
        <translation>インフィニティ・ブレイクとして使うと《 》内の数値が{boost}増える</translation>
    </message>
    <message>
        <source>An extra skill cannot be registered as an Infinity Break, unless it is the servant</source>
        <translation>エクストラスキルはサーヴァントのもの以外、インフィニティ・ブレイクに登録できない</translation>
    </message>
    <message>
        <source>{skill} [IB ×{count}]</source>
        <translation>{skill} [IB×{count}]</translation>
    </message>
    <message>
        <source>Registered as an Infinity Break {count}×. A registration can never be changed, so this skill cannot be removed.</source>
        <translation>インフィニティ・ブレイクに{count}回登録済み。登録は変更できないため、この特技は削除できません。</translation>
    </message>
</context>
<context>
    <name>SkillsPanel</name>
    <message>
        <source>Add skill</source>
        <translation>特技を追加</translation>
    </message>
    <message>
        <source>Remove skill</source>
        <translation>特技を削除</translation>
    </message>
    <message>
        <source>Skill not changed</source>
        <translation>特技は変更されませんでした</translation>
    </message>
    <message>
        <source>Skill not removed</source>
        <translation>特技は削除されませんでした</translation>
    </message>
</context>
<context>
    <name>StatsModel</name>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
</context>
<context>
    <name>SurpriseDialog</name>
    <message>
        <source>Surprise: mental resist checks</source>
        <translation>サプライズ・シフト：精神レジストチェック</translation>
    </message>
    <message>
        <source>Caught off guard</source>
        <translation>不意を突かれた</translation>
    </message>
    <message>
        <source>Check total (target {target})</source>
        <translation>チェックの合計（目標値{target}）</translation>
    </message>
    <message>
        <source>— no check</source>
        <translation>— チェックなし</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>振る</translation>
    </message>
    <message>
        <source>Check total of {name}</source>
        <translation>{name}の判定の合計</translation>
    </message>
    <message>
        <source>Roll all</source>
        <translation>全員振る</translation>
    </message>
    <message>
        <source>R rolls every check not rolled yet</source>
        <translation>R でまだ振っていないチェックをすべて振る</translation>
    </message>
    <message>
        <source>Who fails has −{penalty} initiative in round 1.</source>
        <translation>失敗した者は第1ラウンドのイニシアチブが−{penalty}になります。</translation>
    </message>
    <message>
        <source>surprised (−{penalty})</source>
        <translation>不意打ち（−{penalty}）</translation>
    </message>
    <message>
        <source>fails: surprised (−{penalty})</source>
        <translation>失敗：不意打ち（−{penalty}）</translation>
    </message>
    <message>
        <source>{essence} {base}: {dice} die against {target}</source>
        <translation>{essence}{base}：ダイス{dice}個で目標値{target}</translation>
    </message>
    <message>
        <source>{essence} {base}: {dice} dice against {target}</source>
        <translation>{essence}{base}：ダイス{dice}個で目標値{target}</translation>
    </message>
    <message>
        <source>cannot reach {target}: the surprise applies unless a total is typed in</source>
        <translation>{target}に届きません。合計を入力しない限り不意打ちを受けます</translation>
    </message>
    <message>
        <source>chance {percent}</source>
        <translation>成功率{percent}</translation>
    </message>
    <message>
        <source>{rolled} ({reach})</source>
        <translation>{rolled}（{reach}）</translation>
    </message>
    <message>
        <source>resists</source>
        <translation>抵抗</translation>
    </message>
</context>
<context>
    <name>TableRulesDialog</name>
    <message>
        <source>Table rules</source>
        <translation>卓ルール</translation>
    </message>
    <message>
        <source>Where the rule text is silent, fhrtool follows these choices. They are saved with the campaign; the section sign names the rule.</source>
        <translation>ルールに記述のない点について、fhrtool はここでの選択に従います。選択はキャンペーンと一緒に保存されます。§の番号は対応するルールを示します。</translation>
    </message>
</context>
<context>
    <name>TrackerModel</name>
    <message>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <source>Init.</source>
        <translation>イニシ</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>シーケンス</translation>
    </message>
    <message>
        <source>Tension</source>
        <translation>テンション値</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>宣言</translation>
    </message>
    <message>
        <source>Status and effects</source>
        <translation>状態と効果</translation>
    </message>
    <message>
        <source>▶ marks who acts in the current sequence</source>
        <translation>▶ は現在のシーケンスで行動する者</translation>
    </message>
    <message>
        <source>Initiative: reflex, +{bonus} for positive perception, +{bonus} for positive sense</source>
        <translation>イニシアチブ：反射、知覚が正なら+{bonus}、感応が正なら+{bonus}</translation>
    </message>
    <message>
        <source>The tension value ({least}–{most}) of the character sheet</source>
        <translation>キャラクターシートのテンション値（{least}〜{most}）</translation>
    </message>
    <message>
        <source>Surprised −{penalty}</source>
        <translation>不意打ち −{penalty}</translation>
    </message>
    <message>
        <source>Resist check {total} ≥ {target}: no penalty</source>
        <translation>レジストチェック {total} ≥ {target}：ペナルティなし</translation>
    </message>
    <message>
        <source>The values this combatant acts at this round; ✓ for those already played</source>
        <translation>このラウンドに行動するシーケンス値。✓ は行動済み</translation>
    </message>
    <message>
        <source>Dice of the next Life check now / Life; P: extra dice on passive checks</source>
        <translation>次の【生命】のチェックのダイス数 / 【生命】。P：受動行動のチェックの追加ダイス</translation>
    </message>
    <message>
        <source>Dice of the next Will check now / Will; P: extra dice on passive checks</source>
        <translation>次の【意志】のチェックのダイス数 / 【意志】。P：受動行動のチェックの追加ダイス</translation>
    </message>
    <message>
        <source>Type -1 or +2 to change it, or a new value</source>
        <translation>-1 や +2 で増減、または新しい値を入力</translation>
    </message>
    <message>
        <source>Type -3 or +2 to change it, or a new value</source>
        <translation>-3 や +2 で増減、または新しい値を入力</translation>
    </message>
    <message>
        <source>Type +1 or -1 to change it, or a new value</source>
        <translation>+1 や -1 で増減、または新しい値を入力</translation>
    </message>
    <message>
        <source>acts now</source>
        <translation>行動中</translation>
    </message>
    <message>
        <source>d10 {d10}</source>
        <translation>d10 = {d10}</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>未決定</translation>
    </message>
    <message>
        <source>{value} (no sequence)</source>
        <translation>{value}（シーケンスなし）</translation>
    </message>
    <message>
        <source>{n:+d} tension correction</source>
        <translation>テンション修正 {n:+d}</translation>
    </message>
    <message>
        <source>{n:+d} fatigue</source>
        <translation>疲労 {n:+d}</translation>
    </message>
    <message>
        <source>{parts} = {total} dice</source>
        <translation>{parts} ＝ ダイス{total}個</translation>
    </message>
    <message>
        <source>{parts} = {total} die</source>
        <translation>{parts} ＝ ダイス{total}個</translation>
    </message>
    <message>
        <source>+{n} on passive checks (passive declaration)</source>
        <translation>受動行動のチェックに+{n}（パッシブ宣言）</translation>
    </message>
    <message>
        <source>Life check: {pool}</source>
        <translation>【生命】のチェック：{pool}</translation>
    </message>
    <message>
        <source>Will check: {pool}</source>
        <translation>【意志】のチェック：{pool}</translation>
    </message>
    <message>
        <source>d10 {d10}, initiative {initiative:+d}</source>
        <translation>d10 = {d10}、イニシアチブ {initiative:+d}</translation>
    </message>
    <message>
        <source>{name} ({side})</source>
        <translation>{name}（{side}）</translation>
    </message>
    <message>
        <source>Caught off guard: −{penalty} in round 1</source>
        <translation>不意を突かれた：第1ラウンドは−{penalty}</translation>
    </message>
    <message>
        <source>Defeated</source>
        <translation>戦闘不能</translation>
    </message>
    <message>
        <source>Out of the fight: no sequence</source>
        <translation>戦闘から脱落：シーケンスなし</translation>
    </message>
    <message>
        <source>Resisted surprise</source>
        <translation>不意打ちに抵抗</translation>
    </message>
    <message>
        <source>Surprised</source>
        <translation>不意打ち</translation>
    </message>
    <message>
        <source>Caught off guard when the fight starts</source>
        <translation>戦闘開始時に不意を突かれる</translation>
    </message>
    <message>
        <source>Reacted</source>
        <translation>リアクション済</translation>
    </message>
    <message>
        <source>Has reacted to one action of this simultaneous group and cannot react to the others</source>
        <translation>この同時行動グループの行動の1つにリアクション済みのため、他にはリアクションできない</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>能動行動済</translation>
    </message>
    <message>
        <source>Took an active action: no passive bonus this round</source>
        <translation>能動行動をとった：このラウンドはパッシブのボーナスなし</translation>
    </message>
    <message>
        <source>{n} rd</source>
        <translation>{n}R</translation>
    </message>
    <message>
        <source>{n} ode</source>
        <translation>{n}オード</translation>
    </message>
    <message>
        <source>{n} odes</source>
        <translation>{n}オード</translation>
    </message>
    <message>
        <source>{name}: {left} left of {duration}</source>
        <translation>{name}：残り{left}（全{duration}）</translation>
    </message>
</context>
<context>
    <name>TrackerPanel</name>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Next sequence (N)</source>
        <translation>次のシーケンス (N)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>前へ</translation>
    </message>
    <message>
        <source>Previous sequence (P)</source>
        <translation>前のシーケンス (P)</translation>
    </message>
    <message>
        <source>Roll d10s</source>
        <translation>d10を振る</translation>
    </message>
    <message>
        <source>Roll the sequence d10 of everyone still waiting (R)</source>
        <translation>未決定の全員のシーケンス用d10を振る (R)</translation>
    </message>
    <message>
        <source>Type in d10s…</source>
        <translation>d10を入力…</translation>
    </message>
    <message>
        <source>Type in d10s rolled at the table</source>
        <translation>卓で振ったd10の出目を入力する</translation>
    </message>
    <message>
        <source>Declare…</source>
        <translation>宣言…</translation>
    </message>
    <message>
        <source>Special sequence declaration of the selected combatant (D)</source>
        <translation>選択中の参加者の特殊シーケンス宣言 (D)</translation>
    </message>
    <message>
        <source>Confirm order</source>
        <translation>行動順を確定</translation>
    </message>
    <message>
        <source>End the declarations and start the first sequence</source>
        <translation>宣言を締め切り、最初のシーケンスを始める</translation>
    </message>
    <message>
        <source>Life check…</source>
        <translation>【生命】のチェック…</translation>
    </message>
    <message>
        <source>Life check of the selected combatant or the actor (L)</source>
        <translation>選択中の参加者または行動中の者の【生命】のチェック (L)</translation>
    </message>
    <message>
        <source>Will check…</source>
        <translation>【意志】のチェック…</translation>
    </message>
    <message>
        <source>Will check of the selected combatant or the actor (W)</source>
        <translation>選択中の参加者または行動中の者の【意志】のチェック (W)</translation>
    </message>
    <message>
        <source>Active action</source>
        <translation>能動行動</translation>
    </message>
    <message>
        <source>An active action without a check: the passive bonus is lost (A)</source>
        <translation>チェックのない能動行動：パッシブのボーナスを失う (A)</translation>
    </message>
    <message>
        <source>2D6 check…</source>
        <translation>2D6判定…</translation>
    </message>
    <message>
        <source>2D6 action check or opposed check (K)</source>
        <translation>2D6の行為判定または対決 (K)</translation>
    </message>
    <message>
        <source>Switch to high tension</source>
        <translation>ハイテンションへ</translation>
    </message>
    <message>
        <source>Start the fight: round 1</source>
        <translation>戦闘開始：第1ラウンド</translation>
    </message>
    <message>
        <source>Return to low tension</source>
        <translation>ローテンションへ</translation>
    </message>
    <message>
        <source>End the fight: the clock advances by {odes} ode</source>
        <translation>戦闘終了：時間が{odes}オード進む</translation>
    </message>
    <message>
        <source>Advance odes…</source>
        <translation>オードを進める…</translation>
    </message>
    <message>
        <source>Add from roster…</source>
        <translation>一覧から追加…</translation>
    </message>
    <message>
        <source>Add roster characters to the fight</source>
        <translation>キャラクター一覧から戦闘に追加する</translation>
    </message>
    <message>
        <source>Change HP…</source>
        <translation>HPを増減…</translation>
    </message>
    <message>
        <source>Type a change of HP for the selected combatants or the actor, such as -7 and Enter (H); ↑ and ↓ pick hope, fatigue or the tension value instead</source>
        <translation>選択中の参加者または行動中の者のHPの増減を入力（例：-7 と Enter）(H)。↑↓で希望・疲労・テンション値に切り替え</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>外す</translation>
    </message>
    <message>
        <source>Caught off guard</source>
        <translation>不意打ち</translation>
    </message>
    <message>
        <source>Defeated</source>
        <translation>戦闘不能</translation>
    </message>
    <message>
        <source>Mark the selected combatant defeated, or back in (X)</source>
        <translation>選択中の参加者を戦闘不能にする／復帰させる (X)</translation>
    </message>
    <message>
        <source>Add effect…</source>
        <translation>効果を追加…</translation>
    </message>
    <message>
        <source>Effect or condition on the selected combatant (E)</source>
        <translation>選択中の参加者に効果や状態を付ける (E)</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>宣言取消</translation>
    </message>
    <message>
        <source>End effect</source>
        <translation>効果終了</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <source>-3, +2 or 7</source>
        <translation>-3、+2、7</translation>
    </message>
    <message>
        <source>Apply to selected</source>
        <translation>選択中に適用</translation>
    </message>
    <message>
        <source>Change field: HP, hope, fatigue or tension value</source>
        <translation>増減欄：HP・希望・疲労・テンション値の切り替え</translation>
    </message>
    <message>
        <source>Change field: apply to the selected</source>
        <translation>増減欄：選択中の参加者に適用</translation>
    </message>
    <message>
        <source>Change field: back to the table</source>
        <translation>増減欄：表に戻る</translation>
    </message>
    <message>
        <source>Type -3, +2 or 7 on a row: change its HP</source>
        <translation>行の上で -3、+2、7 と入力：その行のHPを増減</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>実行できません</translation>
    </message>
    <message>
        <source>{names} has not acted in sequence {value}: passed over (Previous goes back)</source>
        <translation>{names}はシーケンス{value}でまだ行動していません：飛ばしました（「前へ」で戻れます）</translation>
    </message>
    <message>
        <source>{names} have not acted in sequence {value}: passed over (Previous goes back)</source>
        <translation>{names}はシーケンス{value}でまだ行動していません：飛ばしました（「前へ」で戻れます）</translation>
    </message>
    <message>
        <source>{what} ({name})</source>
        <translation>{what}（{name}）</translation>
    </message>
    <message>
        <source>(no declarations)</source>
        <translation>（宣言なし）</translation>
    </message>
    <message>
        <source>Round {round} is not finished. Return to low tension now? The clock advances by {odes} ode.</source>
        <translation>ラウンド{round}はまだ終わっていません。今ローテンションに戻りますか？&#x3000;時間は{odes}オード進みます。</translation>
    </message>
    <message>
        <source>Advance odes</source>
        <translation>オードを進める</translation>
    </message>
    <message>
        <source>How many odes pass?</source>
        <translation>何オード経過しますか？</translation>
    </message>
    <message>
        <source>{names} acts in the current sequence. Remove from the fight? Undo brings it back.</source>
        <translation>{names}は現在のシーケンスで行動中です。戦闘から外しますか？&#x3000;元に戻すで戻せます。</translation>
    </message>
    <message>
        <source>{names} act in the current sequence. Remove them from the fight? Undo brings them back.</source>
        <translation>{names}は現在のシーケンスで行動中です。戦闘から外しますか？&#x3000;元に戻すで戻せます。</translation>
    </message>
    <message>
        <source>Remove the actor</source>
        <translation>行動中の戦闘参加者を外す</translation>
    </message>
    <message>
        <source>{effect} ({name})</source>
        <translation>{effect}（{name}）</translation>
    </message>
    <message>
        <source>(no effects)</source>
        <translation>（効果なし）</translation>
    </message>
    <message>
        <source>Select the combatants to change first.</source>
        <translation>先に変更する参加者を選んでください。</translation>
    </message>
    <message>
        <source>Low tension · ode {ode}</source>
        <translation>ローテンション · オード{ode}</translation>
    </message>
    <message>
        <source>Round {round} · sequence {value} ({position}/{slots})</source>
        <translation>ラウンド{round} · シーケンス{value}（{position}/{slots}）</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>ラウンド{round}</translation>
    </message>
    <message>
        <source>Add combatants from the roster, mark who is caught off guard, then switch to high tension.</source>
        <translation>キャラクター一覧から参加者を加え、不意を突かれた者を指定してから、ハイテンションに移行してください。</translation>
    </message>
    <message>
        <source>Mark who is caught off guard, then switch to high tension to start round 1.</source>
        <translation>不意を突かれた者を指定してから、ハイテンションに移行して第1ラウンドを始めてください。</translation>
    </message>
    <message>
        <source>Round {round}: roll the d10s (R), or type them in. {waiting} still waiting.</source>
        <translation>ラウンド{round}：d10を振る (R) か、出目を入力してください。未決定は{waiting}人。</translation>
    </message>
    <message>
        <source>Declarations for round {round}: ask everyone. Select a combatant and declare (D): hope, quick, passive, delay, sync. Then confirm the order (Ctrl+Enter).</source>
        <translation>ラウンド{round}の宣言：全員に確認してください。参加者を選んで宣言 (D)：希望、クイック、パッシブ、ディレイ、シンクロ。最後に行動順を確定 (Ctrl+Enter)。</translation>
    </message>
    <message>
        <source>Checks: Life (L), Will (W), 2D6 (K) for the selected combatant or the actor. Next (N) when the sequence is resolved.</source>
        <translation>チェック：選択中の参加者または行動中の者の【生命】 (L)、【意志】 (W)、2D6の判定 (K)。シーケンスが解決したら次へ (N)。</translation>
    </message>
    <message>
        <source>▶ {name}: Life {life}/{life_max} · Will {will}/{will_max} · Hope {hope} · HP {hp} · Fatigue {fatigue}</source>
        <translation>▶ {name}：【生命】 {life}/{life_max} · 【意志】 {will}/{will_max} · 希望 {hope} · HP {hp} · 疲労 {fatigue}</translation>
    </message>
    <message>
        <source>Simultaneous:</source>
        <translation>同時行動：</translation>
    </message>
</context>
<context>
    <name>UnusedEmotionsModel</name>
    <message>
        <source>{emotion} ({bond})</source>
        <translation>{emotion}（{bond}）</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>使い方: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>位置引数</translation>
    </message>
    <message>
        <source>options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>このヘルプを表示して終了する</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: エラー: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>引数 %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>次の引数が必要です: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>認識できない引数: %s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>無効な選択: %(value)r（%(choices)s から選んでください）</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>無効な %(type)s の値: %(value)r</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>引数が1つ必要です</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>引数は1つまでです</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>引数が1つ以上必要です</translation>
    </message>
    <message>
        <source>expected %s argument</source>
        <translation>引数が%s個必要です</translation>
    </message>
    <message>
        <source>expected %s arguments</source>
        <translation>引数が%s個必要です</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>あいまいなオプション: %(option)s は %(matches)s のどれにも当てはまります</translation>
    </message>
    <message>
        <source>unexpected option string: %s</source>
        <translation>予期しないオプション: %s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>明示された引数 %r は無視されました</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>引数 %s と一緒には使えません</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>引数 %s のどれか1つが必要です</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>不明なコマンド %(parser_name)r（選択肢: %(choices)s）</translation>
    </message>
    <message>
        <source>can&apos;t open &apos;%(filename)s&apos;: %(error)s</source>
        <translation>&apos;%(filename)s&apos; を開けません: %(error)s</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>{combatant} spends hope ×{amount} on the sequence value (d6: {dice})</source>
        <translation>{combatant}がシーケンス値に希望×{amount}を使用（d6：{dice}）</translation>
    </message>
    <message>
        <source>{combatant} declares quick ×{amount}</source>
        <translation>{combatant}がクイック×{amount}を宣言</translation>
    </message>
    <message>
        <source>{combatant} declares passive ×{amount}</source>
        <translation>{combatant}がパッシブ×{amount}を宣言</translation>
    </message>
    <message>
        <source>{combatant} declares a delay to {amount}</source>
        <translation>{combatant}が{amount}へのディレイを宣言</translation>
    </message>
    <message>
        <source>{combatant} declares sync with {partner}</source>
        <translation>{combatant}が{partner}とのシンクロを宣言</translation>
    </message>
    <message>
        <source>{combatant} takes back the hope on the sequence value</source>
        <translation>{combatant}がシーケンス値への希望を取り消し</translation>
    </message>
    <message>
        <source>{combatant} takes back quick ×{amount}</source>
        <translation>{combatant}がクイック×{amount}を取り消し</translation>
    </message>
    <message>
        <source>{combatant} takes back passive ×{amount}</source>
        <translation>{combatant}がパッシブ×{amount}を取り消し</translation>
    </message>
    <message>
        <source>{combatant} takes back the delay to {amount}</source>
        <translation>{combatant}が{amount}へのディレイを取り消し</translation>
    </message>
    <message>
        <source>{combatant} takes back the sync with {partner}</source>
        <translation>{combatant}が{partner}とのシンクロを取り消し</translation>
    </message>
    <message>
        <source>{expression} → {rolled} {verdict}</source>
        <translation>{expression} → {rolled} {verdict}</translation>
    </message>
    <message>
        <source>{label}: {expression} → {rolled} {verdict}</source>
        <translation>{label}：{expression} → {rolled} {verdict}</translation>
    </message>
    <message>
        <source>{character}: {expression} → {rolled} {verdict}</source>
        <translation>{character}：{expression} → {rolled} {verdict}</translation>
    </message>
    <message>
        <source>{character}, {label}: {expression} → {rolled} {verdict}</source>
        <translation>{character}、{label}：{expression} → {rolled} {verdict}</translation>
    </message>
    <message>
        <source>Secret roll: {expression} → {rolled} {verdict}</source>
        <translation>シークレットダイス：{expression} → {rolled} {verdict}</translation>
    </message>
    <message>
        <source>Secret roll, {label}: {expression} → {rolled} {verdict}</source>
        <translation>シークレットダイス、{label}：{expression} → {rolled} {verdict}</translation>
    </message>
    <message>
        <source>Secret roll by {character}: {expression} → {rolled} {verdict}</source>
        <translation>{character} のシークレットダイス：{expression} → {rolled} {verdict}</translation>
    </message>
    <message>
        <source>Secret roll by {character}, {label}: {expression} → {rolled} {verdict}</source>
        <translation>{character} のシークレットダイス、{label}：{expression} → {rolled} {verdict}</translation>
    </message>
    <message>
        <source>{name} joins the encounter</source>
        <translation>{name}が戦闘に参加</translation>
    </message>
    <message>
        <source>{name} leaves the encounter</source>
        <translation>{name}が戦闘から離脱</translation>
    </message>
    <message>
        <source>{combatant} is caught off guard (surprise shift)</source>
        <translation>{combatant}は不意を突かれた（サプライズ・シフト）</translation>
    </message>
    <message>
        <source>{combatant} is no longer marked as surprised</source>
        <translation>{combatant}の不意打ちの指定を解除</translation>
    </message>
    <message>
        <source>High tension starts at ode {ode}</source>
        <translation>オード{ode}でハイテンション開始</translation>
    </message>
    <message>
        <source>{combatant} resists the surprise: mental resist check {total}</source>
        <translation>{combatant}は不意打ちに抵抗：精神レジストチェック {total}</translation>
    </message>
    <message>
        <source>{combatant} does not resist the surprise: mental resist check {total}</source>
        <translation>{combatant}は不意打ちに抵抗できず：精神レジストチェック {total}</translation>
    </message>
    <message>
        <source>{combatant} rolls {d10} on the sequence d10</source>
        <translation>{combatant}のシーケンス用d10：{d10}</translation>
    </message>
    <message>
        <source>{combatant} rolled {d10} on the sequence d10 at the table</source>
        <translation>{combatant}のシーケンス用d10：{d10}（卓で振った出目）</translation>
    </message>
    <message>
        <source>{combatant} spends {hope} hope on the sequence value</source>
        <translation>{combatant}がシーケンス値に希望を{hope}点使用</translation>
    </message>
    <message>
        <source>Sequence value of {combatant}: {value}</source>
        <translation>{combatant}のシーケンス値：{value}</translation>
    </message>
    <message>
        <source>Round {round}: the order is fixed, {slots} sequences</source>
        <translation>ラウンド{round}：行動順確定、シーケンス{slots}個</translation>
    </message>
    <message>
        <source>Sequence {value}: {combatants}</source>
        <translation>シーケンス{value}：{combatants}</translation>
    </message>
    <message>
        <source>Back to sequence {value}: {combatants}</source>
        <translation>シーケンス{value}に戻る：{combatants}</translation>
    </message>
    <message>
        <source>Round {round} ends</source>
        <translation>ラウンド{round}終了</translation>
    </message>
    <message>
        <source>{combatant} makes a {essence} check with {dice} die</source>
        <translation>{combatant}が{essence}のチェック（ダイス{dice}個）</translation>
    </message>
    <message>
        <source>{combatant} makes a {essence} check with {dice} dice</source>
        <translation>{combatant}が{essence}のチェック（ダイス{dice}個）</translation>
    </message>
    <message>
        <source>{combatant} makes a {essence} check with {dice} die; tension correction −{check_correction}</source>
        <translation>{combatant}が{essence}のチェック（ダイス{dice}個）、テンション修正−{check_correction}</translation>
    </message>
    <message>
        <source>{combatant} makes a {essence} check with {dice} dice; tension correction −{check_correction}</source>
        <translation>{combatant}が{essence}のチェック（ダイス{dice}個）、テンション修正−{check_correction}</translation>
    </message>
    <message>
        <source>{combatant} makes a {essence} check with {dice} die; {correction_fatigue} fatigue instead of the −{check_correction}</source>
        <translation>{combatant}が{essence}のチェック（ダイス{dice}個）、テンション修正−{check_correction}の代わりに疲労{correction_fatigue}</translation>
    </message>
    <message>
        <source>{combatant} makes a {essence} check with {dice} dice; {correction_fatigue} fatigue instead of the −{check_correction}</source>
        <translation>{combatant}が{essence}のチェック（ダイス{dice}個）、テンション修正−{check_correction}の代わりに疲労{correction_fatigue}</translation>
    </message>
    <message>
        <source>{combatant} takes an active action</source>
        <translation>{combatant}が能動行動</translation>
    </message>
    <message>
        <source>{combatant} takes an active action and loses +{passive_bonus_lost} passive die</source>
        <translation>{combatant}が能動行動、パッシブのダイス+{passive_bonus_lost}を失う</translation>
    </message>
    <message>
        <source>{combatant} takes an active action and loses +{passive_bonus_lost} passive dice</source>
        <translation>{combatant}が能動行動、パッシブのダイス+{passive_bonus_lost}を失う</translation>
    </message>
    <message>
        <source>{reactor} reacts to {action_by}</source>
        <translation>{reactor}が{action_by}にリアクション</translation>
    </message>
    <message>
        <source>{action_by} aims at {targets}</source>
        <translation>{action_by}の行動の対象：{targets}</translation>
    </message>
    <message>
        <source>Low tension resumes after round {last_round}; it is now ode {ode}</source>
        <translation>ラウンド{last_round}の後、ローテンションに戻る。現在オード{ode}</translation>
    </message>
    <message>
        <source>{odes} ode passes; it is now ode {ode}</source>
        <translation>{odes}オード経過。現在オード{ode}</translation>
    </message>
    <message>
        <source>{odes} odes pass; it is now ode {ode}</source>
        <translation>{odes}オード経過。現在オード{ode}</translation>
    </message>
    <message>
        <source>{combatant}: effect {name} for {duration} round</source>
        <translation>{combatant}：効果「{name}」（{duration}ラウンド）</translation>
    </message>
    <message>
        <source>{combatant}: effect {name} for {duration} rounds</source>
        <translation>{combatant}：効果「{name}」（{duration}ラウンド）</translation>
    </message>
    <message>
        <source>{combatant}: effect {name} for {duration} ode</source>
        <translation>{combatant}：効果「{name}」（{duration}オード）</translation>
    </message>
    <message>
        <source>{combatant}: effect {name} for {duration} odes</source>
        <translation>{combatant}：効果「{name}」（{duration}オード）</translation>
    </message>
    <message>
        <source>{combatant}: effect {name} removed</source>
        <translation>{combatant}：効果「{name}」を解除</translation>
    </message>
    <message>
        <source>{combatant}: effect {name} ends</source>
        <translation>{combatant}：効果「{name}」が終了</translation>
    </message>
    <message>
        <source>{combatant}: {field} {before} → {after}</source>
        <translation>{combatant}：{field} {before} → {after}</translation>
    </message>
    <message>
        <source>{combatant} is defeated</source>
        <translation>{combatant}が戦闘不能</translation>
    </message>
    <message>
        <source>{combatant} is back in the fight</source>
        <translation>{combatant}が戦闘に復帰</translation>
    </message>
    <message>
        <source>{combatant} now fights as: {side}</source>
        <translation>{combatant}の陣営：{side}</translation>
    </message>
    <message>
        <source>{combatant}, {essence} check: [{dice}] = {value} against {target}: {outcome}</source>
        <translation>{combatant}、{essence}のチェック：[{dice}] = {value}（目標値{target}）：{outcome}</translation>
    </message>
    <message>
        <source>{combatant}, {essence} check typed in: {value} against {target}: {outcome}</source>
        <translation>{combatant}、{essence}のチェック（入力）：{value}（目標値{target}）：{outcome}</translation>
    </message>
    <message>
        <source>{combatant} ({side}), 2D6 check: 2D6[{dice}]: {outcome}</source>
        <translation>{combatant}（{side}）、2D6の判定：2D6[{dice}]：{outcome}</translation>
    </message>
    <message>
        <source>{combatant} ({side}), 2D6 check: {value}{modifier:+d} + 2D6[{dice}] = {achieved} ≥ {difficulty}: {outcome}</source>
        <translation>{combatant}（{side}）、2D6の判定：{value}{modifier:+d} + 2D6[{dice}] = {achieved} ≥ {difficulty}：{outcome}</translation>
    </message>
    <message>
        <source>{combatant} ({side}), 2D6 check: {value}{modifier:+d} + 2D6[{dice}] = {achieved} &lt; {difficulty}: {outcome}</source>
        <translation>{combatant}（{side}）、2D6の判定：{value}{modifier:+d} + 2D6[{dice}] = {achieved} &lt; {difficulty}：{outcome}</translation>
    </message>
    <message>
        <source>{combatant} ({side}), 2D6 check: {value}{modifier:+d} + 2D6[{dice}] = {achieved}</source>
        <translation>{combatant}（{side}）、2D6の判定：{value}{modifier:+d} + 2D6[{dice}] = {achieved}</translation>
    </message>
    <message>
        <source>{combatant} ({side}) cannot roll: {value}{modifier:+d} = {achieved}</source>
        <translation>{combatant}（{side}）はダイスを振れない：{value}{modifier:+d} = {achieved}</translation>
    </message>
    <message>
        <source>Opposed check: {action_by} wins against {reaction_by} (the action&apos;s critical)</source>
        <translation>対決：{action_by}が{reaction_by}に勝利（アクション側のクリティカル）</translation>
    </message>
    <message>
        <source>Opposed check: {action_by} wins against {reaction_by} (the reaction fumbled)</source>
        <translation>対決：{action_by}が{reaction_by}に勝利（リアクション側がファンブル）</translation>
    </message>
    <message>
        <source>Opposed check: {action_by} wins against {reaction_by} (the table rules: a critical reaction does not beat a normal action)</source>
        <translation>対決：{action_by}が{reaction_by}に勝利（卓ルール：リアクション側のクリティカルは通常のアクション側に勝たない）</translation>
    </message>
    <message>
        <source>Opposed check: {action_by} wins against {reaction_by} (higher achieved value)</source>
        <translation>対決：{action_by}が{reaction_by}に勝利（達成値が上）</translation>
    </message>
    <message>
        <source>Opposed check: {reaction_by} wins against {action_by} (the action fumbled)</source>
        <translation>対決：{reaction_by}が{action_by}に勝利（アクション側がファンブル）</translation>
    </message>
    <message>
        <source>Opposed check: {reaction_by} wins against {action_by} (both critical: reaction priority)</source>
        <translation>対決：{reaction_by}が{action_by}に勝利（双方クリティカル：リアクション優先）</translation>
    </message>
    <message>
        <source>Opposed check: {reaction_by} wins against {action_by} (the reaction&apos;s critical)</source>
        <translation>対決：{reaction_by}が{action_by}に勝利（リアクション側のクリティカル）</translation>
    </message>
    <message>
        <source>Opposed check: {reaction_by} wins against {action_by} (higher achieved value)</source>
        <translation>対決：{reaction_by}が{action_by}に勝利（達成値が上）</translation>
    </message>
    <message>
        <source>Opposed check: {reaction_by} wins against {action_by} (a tie: reaction priority)</source>
        <translation>対決：{reaction_by}が{action_by}に勝利（同値：リアクション優先）</translation>
    </message>
    <message>
        <source>Opposed check: {action_by} wins against {reaction_by}</source>
        <translation>対決：{action_by}が{reaction_by}に勝利</translation>
    </message>
    <message>
        <source>Opposed check: {reaction_by} wins against {action_by}</source>
        <translation>対決：{reaction_by}が{action_by}に勝利</translation>
    </message>
    <message>
        <source>{combatant}: {check} rolled [{dice}] and discarded</source>
        <translation>{combatant}：{check}の出目[{dice}]を破棄</translation>
    </message>
    <message>
        <source>{character}: tension value {before} → {after}</source>
        <translation>{character}：テンション値 {before} → {after}</translation>
    </message>
    <message>
        <source>2D6 check: 2D6[{roll}]: {outcome}</source>
        <translation>2D6の判定：2D6[{roll}]：{outcome}</translation>
    </message>
    <message>
        <source>2D6 check: {value}{modifier:+d} + 2D6[{roll}] = {achieved} ≥ {difficulty}: {outcome}</source>
        <translation>2D6の判定：{value}{modifier:+d} + 2D6[{roll}] = {achieved} ≥ {difficulty}：{outcome}</translation>
    </message>
    <message>
        <source>2D6 check: {value}{modifier:+d} + 2D6[{roll}] = {achieved} &lt; {difficulty}: {outcome}</source>
        <translation>2D6の判定：{value}{modifier:+d} + 2D6[{roll}] = {achieved} &lt; {difficulty}：{outcome}</translation>
    </message>
    <message>
        <source>2D6 check: {value}{modifier:+d} + 2D6[{roll}] = {achieved}</source>
        <translation>2D6の判定：{value}{modifier:+d} + 2D6[{roll}] = {achieved}</translation>
    </message>
    <message>
        <source>2D6 check without dice: {value}{modifier:+d} = {achieved}</source>
        <translation>ダイスなしの2D6の判定：{value}{modifier:+d} = {achieved}</translation>
    </message>
    <message>
        <source>{character} gains the emotion {emotion}</source>
        <translation>{character}が感情「{emotion}」を獲得</translation>
    </message>
    <message>
        <source>{character} discards the unused emotion {emotion}</source>
        <translation>{character}が未使用の感情「{emotion}」を破棄</translation>
    </message>
    <message>
        <source>{character} adds {target_name} to the casting board (bond {bond})</source>
        <translation>{character}がキャスティングボードに{target_name}を追加（絆値{bond}）</translation>
    </message>
    <message>
        <source>{character} places {emotion} on the entry for {entry}</source>
        <translation>{character}が{entry}のエントリーに「{emotion}」を置く</translation>
    </message>
    <message>
        <source>Emotion confrontation for {character} on {entry}: {emotion} against {opposing_emotion}</source>
        <translation>{character}の{entry}への感情対決：「{emotion}」対「{opposing_emotion}」</translation>
    </message>
    <message>
        <source>Emotion confrontation for {character} on {entry}: {emotion} against {opposing_emotion} (no gains: not the first this scenario)</source>
        <translation>{character}の{entry}への感情対決：「{emotion}」対「{opposing_emotion}」（このシナリオ最初の感情対決ではないため増加なし）</translation>
    </message>
    <message>
        <source>{character} keeps {kept_emotion} and erases {erased_emotion} on {entry}; bond {bond_before} → {bond_after}</source>
        <translation>{character}が{entry}への「{kept_emotion}」を残し「{erased_emotion}」を消す。絆値 {bond_before} → {bond_after}</translation>
    </message>
    <message>
        <source>{character} starts the scenario; tension value {tension_before} → {tension_value}</source>
        <translation>{character}がシナリオを開始。テンション値 {tension_before} → {tension_value}</translation>
    </message>
    <message>
        <source>{character} ends the scenario with a total bond of {total_bond}</source>
        <translation>{character}が絆値合計{total_bond}でシナリオを終了</translation>
    </message>
    <message>
        <source>{character} ends the scenario with a total bond of {total_bond} as a 背反者</source>
        <translation>{character}が背反者として絆値合計{total_bond}でシナリオを終了</translation>
    </message>
    <message>
        <source>{character} turns 背反者 and is an NPC from now on</source>
        <translation>{character}は背反者となり、今後はNPCとなる</translation>
    </message>
    <message>
        <source>{character} is added from a shared sheet</source>
        <translation>{character}を共有シートから追加</translation>
    </message>
    <message>
        <source>{character} is updated from a shared sheet (1 change)</source>
        <translation>{character}を共有シートから更新（変更1件）</translation>
    </message>
    <message>
        <source>{character} is updated from a shared sheet ({changes} changes)</source>
        <translation>{character}を共有シートから更新（変更{changes}件）</translation>
    </message>
    <message>
        <source>{character}: tension value +{amount} ({reason}), {before} → {after}</source>
        <translation>{character}：テンション値+{amount}（{reason}）、{before} → {after}</translation>
    </message>
    <message>
        <source>{character} pays {amount} cost damage: {from_tension} from the tension value (now {tension_after}), {from_hp} HP (now {hp_after})</source>
        <translation>{character}が代償ダメージ{amount}を支払う：テンション値から{from_tension}（残り{tension_after}）、HPから{from_hp}（残り{hp_after}）</translation>
    </message>
    <message>
        <source>{character} registers {skill} as an Infinity Break at level {level}</source>
        <translation>{character}がレベル{level}で「{skill}」をインフィニティ・ブレイクに登録</translation>
    </message>
    <message>
        <source>{character} uses the Infinity Break {skill}: {effect}</source>
        <translation>{character}がインフィニティ・ブレイク「{skill}」を使用：{effect}</translation>
    </message>
    <message>
        <source>{character} uses the Infinity Break {skill} until the end of the scene: {effect}</source>
        <translation>{character}がインフィニティ・ブレイク「{skill}」を使用（シーン終了まで）：{effect}</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>【生命】</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>【意志】</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <source>hope</source>
        <translation>希望</translation>
    </message>
    <message>
        <source>fatigue</source>
        <translation>疲労</translation>
    </message>
    <message>
        <source>tension value</source>
        <translation>テンション値</translation>
    </message>
    <message>
        <source>PC</source>
        <translation>PC</translation>
    </message>
    <message>
        <source>ally</source>
        <translation>味方</translation>
    </message>
    <message>
        <source>enemy</source>
        <translation>敵</translation>
    </message>
    <message>
        <source>action</source>
        <translation>アクション側</translation>
    </message>
    <message>
        <source>reaction</source>
        <translation>リアクション側</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>automatic success (critical)</source>
        <translation>自動成功（クリティカル）</translation>
    </message>
    <message>
        <source>automatic failure (fumble)</source>
        <translation>自動失敗（ファンブル）</translation>
    </message>
    <message>
        <source>rolled</source>
        <translation>判定済み</translation>
    </message>
    <message>
        <source>→ success</source>
        <translation>→ 成功</translation>
    </message>
    <message>
        <source>→ failure</source>
        <translation>→ 失敗</translation>
    </message>
    <message>
        <source>→ automatic success (critical)</source>
        <translation>→ 自動成功（クリティカル）</translation>
    </message>
    <message>
        <source>→ automatic failure (fumble)</source>
        <translation>→ 自動失敗（ファンブル）</translation>
    </message>
    <message>
        <source>Life check</source>
        <translation>【生命】のチェック</translation>
    </message>
    <message>
        <source>Will check</source>
        <translation>【意志】のチェック</translation>
    </message>
    <message>
        <source>2D6 check</source>
        <translation>2D6の判定</translation>
    </message>
    <message>
        <source>mental resist check</source>
        <translation>精神レジストチェック</translation>
    </message>
    <message>
        <source>new board entry</source>
        <translation>新しいボードのエントリー</translation>
    </message>
    <message>
        <source>emotion confrontation</source>
        <translation>感情対決</translation>
    </message>
    <message>
        <source>skill succeeded</source>
        <translation>特技の成功</translation>
    </message>
    <message>
        <source>R{round}</source>
        <translation>R{round}</translation>
    </message>
    <message>
        <source>R{round} S{sequence}</source>
        <translation>R{round} S{sequence}</translation>
    </message>
    <message>
        <source>ode {ode}</source>
        <translation>オード{ode}</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>When</source>
        <translation>タイミング</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>出来事</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>a board entry needs the name of the one it is about</source>
        <translation>ボードのエントリーには、対象となる人物の名前が必要です</translation>
    </message>
    <message>
        <source>a board entry takes {least}–{most} emotions, not {count}</source>
        <translation>ボードのエントリーに置ける感情は{least}〜{most}個です（{count}個は不可）</translation>
    </message>
    <message>
        <source>a check is paid with correction or fatigue, not {pay_with}</source>
        <translation>チェックの負担はテンション修正か疲労で支払います（{pay_with}は不可）</translation>
    </message>
    <message>
        <source>a check needs at least 1 die, this one has {count}</source>
        <translation>チェックには最低1個のダイスが必要です（このチェックは{count}個）</translation>
    </message>
    <message>
        <source>a check total is {low}..{high}, not {total}</source>
        <translation>判定の合計は{low}〜{high}です（{total}は不可）</translation>
    </message>
    <message>
        <source>a d10 shows 1–10, not {d10}</source>
        <translation>d10の出目は1〜10です（{d10}は不可）</translation>
    </message>
    <message>
        <source>a dice expression has at most {most} characters</source>
        <translation>ダイス式は{most}文字までです</translation>
    </message>
    <message>
        <source>a die needs 2–{most} faces, not {faces}</source>
        <translation>ダイスの面数は2〜{most}です（{faces}は不可）</translation>
    </message>
    <message>
        <source>a duration is 1–{most}, not {duration}</source>
        <translation>持続時間は1〜{most}です（{duration}は不可）</translation>
    </message>
    <message>
        <source>a scenario starts with {count} new emotions, not {given}</source>
        <translation>シナリオ開始時に得る感情は{count}個です（{given}個は不可）</translation>
    </message>
    <message>
        <source>a second critical value (@) at column {column}</source>
        <translation>{column}文字目に2つ目のクリティカル値（@）があります</translation>
    </message>
    <message>
        <source>a second fumble value (#) at column {column}</source>
        <translation>{column}文字目に2つ目のファンブル値（#）があります</translation>
    </message>
    <message>
        <source>a skill of the reaction side needs an opposed check the reaction side rolled</source>
        <translation>リアクション側の特技には、リアクション側が判定した対決が必要です</translation>
    </message>
    <message>
        <source>a tension gain cannot be negative: {amount}</source>
        <translation>テンション値の増加量は負にできません：{amount}</translation>
    </message>
    <message>
        <source>a {found} file, not a {expected} file</source>
        <translation>{expected}ファイルではなく{found}ファイルです</translation>
    </message>
    <message>
        <source>an effect in rounds can start only in high tension</source>
        <translation>ラウンド単位の効果はハイテンション中にしか始められません</translation>
    </message>
    <message>
        <source>an effect&apos;s name has at most {name_max} characters and its note {text_max}</source>
        <translation>効果の名前は{name_max}文字まで、メモは{text_max}文字までです</translation>
    </message>
    <message>
        <source>an emotion cannot be confronted with itself</source>
        <translation>感情をそれ自体と対決させることはできません</translation>
    </message>
    <message>
        <source>an entry holds each emotion once, not {emotion} twice</source>
        <translation>1つのエントリーに同じ感情は1つまでです。{emotion}を2つは置けません</translation>
    </message>
    <message>
        <source>at most {most} dice at once, not {value} (column {column})</source>
        <translation>一度に振れるダイスは{most}個までです（{value}個は不可、{column}文字目）</translation>
    </message>
    <message>
        <source>byte {offset}: not UTF-8 text</source>
        <translation>{offset}バイト目：UTF-8のテキストではありません</translation>
    </message>
    <message>
        <source>cannot be read ({reason})</source>
        <translation>読み込めません（{reason}）</translation>
    </message>
    <message>
        <source>cannot be upgraded from format {version}</source>
        <translation>形式{version}からは更新できません</translation>
    </message>
    <message>
        <source>cannot be upgraded from format {version} ({reason})</source>
        <translation>形式{version}からは更新できません（{reason}）</translation>
    </message>
    <message>
        <source>cannot be written as JSON ({reason})</source>
        <translation>JSONとして書き出せません（{reason}）</translation>
    </message>
    <message>
        <source>cannot roll {count} dice (0–{most})</source>
        <translation>ダイスを{count}個は振れません（0〜{most}個）</translation>
    </message>
    <message>
        <source>cannot spend {hope} hope</source>
        <translation>希望を{hope}点は使えません</translation>
    </message>
    <message>
        <source>cost damage cannot be negative: {amount}</source>
        <translation>代償ダメージは負にできません：{amount}</translation>
    </message>
    <message>
        <source>could not be saved ({reason})</source>
        <translation>保存できませんでした（{reason}）</translation>
    </message>
    <message>
        <source>could not be saved: {blocker} is a file, not a folder, so the backups cannot be kept in {folder}; rename or move that file, then save again</source>
        <translation>保存できませんでした：{blocker}がフォルダーではなくファイルのため、{folder}にバックアップを保管できません。そのファイルの名前を変えるか別の場所へ移動してから、もう一度保存してください</translation>
    </message>
    <message>
        <source>dice cannot roll a number of dice (column {column})</source>
        <translation>ダイスの個数や面数をダイスで決めることはできません（{column}文字目）</translation>
    </message>
    <message>
        <source>division by zero at column {column}</source>
        <translation>{column}文字目で0で割っています</translation>
    </message>
    <message>
        <source>fhrtool counts successes (B) against a target, such as 5B10&gt;=4: expected a comparison at column {column}</source>
        <translation>fhrtoolが数える成功数（B）には目標値が要ります（例：5B10&gt;=4）。{column}文字目に比較が必要です</translation>
    </message>
    <message>
        <source>holds more than {limit} values</source>
        <translation>値が{limit}個を超えています</translation>
    </message>
    <message>
        <source>holds no {kind} data</source>
        <translation>{kind}のデータが含まれていません</translation>
    </message>
    <message>
        <source>keep {keep}: a confrontation keeps {emotion_id} or {opposing_emotion_id}</source>
        <translation>{keep}は残せません：感情対決で残せるのは{emotion_id}か{opposing_emotion_id}です</translation>
    </message>
    <message>
        <source>keeping or dropping dice (KH, KL, DH, DL) is not read (column {column})</source>
        <translation>出目を残す・除く指定（KH、KL、DH、DL）には対応していません（{column}文字目）</translation>
    </message>
    <message>
        <source>level {level} is not open for an Infinity Break registration of {name}; open: {open}</source>
        <translation>{name}はレベル{level}ではインフィニティ・ブレイクを登録できません。登録できるレベル：{open}</translation>
    </message>
    <message>
        <source>line {line}, column {column}: not valid JSON ({reason})</source>
        <translation>{line}行{column}文字目：正しいJSONではありません（{reason}）</translation>
    </message>
    <message>
        <source>made by a newer fhrtool (file format {schema_version}); update to open it</source>
        <translation>新しいバージョンの fhrtool で作られたファイルです（ファイル形式{schema_version}）。開くには fhrtool を更新してください</translation>
    </message>
    <message>
        <source>made by a newer fhrtool {app_version}; update to open it</source>
        <translation>新しい fhrtool {app_version} で作られたファイルです。開くには fhrtool を更新してください</translation>
    </message>
    <message>
        <source>nested more than {limit} levels deep</source>
        <translation>入れ子が{limit}段を超えています</translation>
    </message>
    <message>
        <source>no character is named {name}; the campaign has: {names}</source>
        <translation>「{name}」という名前のキャラクターはいません。キャンペーンにいるのは：{names}</translation>
    </message>
    <message>
        <source>no combatant is left to roll a sequence value</source>
        <translation>シーケンス値を振る参加者が残っていません</translation>
    </message>
    <message>
        <source>no dice to roll at column {column}</source>
        <translation>{column}文字目に振るダイスがありません</translation>
    </message>
    <message>
        <source>no die result left to use for a d{faces}</source>
        <translation>d{faces}に使える出目が残っていません</translation>
    </message>
    <message>
        <source>no sequence is being played</source>
        <translation>進行中のシーケンスがありません</translation>
    </message>
    <message>
        <source>no sheet labels for the language &apos;{language}&apos;; choose one of: {choices}</source>
        <translation>言語「{language}」のシート用ラベルはありません。次から選んでください：{choices}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>ファイルがありません</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>ファイルではありません</translation>
    </message>
    <message>
        <source>not a preferences file</source>
        <translation>設定ファイルではありません</translation>
    </message>
    <message>
        <source>not an fhrtool file</source>
        <translation>fhrtool のファイルではありません</translation>
    </message>
    <message>
        <source>not an fhrtool {expected} file</source>
        <translation>fhrtool の{expected}ファイルではありません</translation>
    </message>
    <message>
        <source>not valid JSON ({reason})</source>
        <translation>正しいJSONではありません（{reason}）</translation>
    </message>
    <message>
        <source>only an active action names whom it is aimed at</source>
        <translation>行動の対象を指定できるのは能動行動だけです</translation>
    </message>
    <message>
        <source>paying {hp} HP would take {name} below {lowest} HP</source>
        <translation>HPを{hp}支払うと、{name}のHPが{lowest}を下回ります</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>アクセスが拒否されました</translation>
    </message>
    <message>
        <source>spend at least 1 hope, not {hope}</source>
        <translation>希望は1点以上使ってください（{hope}は不可）</translation>
    </message>
    <message>
        <source>text cannot be laid out in this program: its Qt application has no fonts</source>
        <translation>このプログラムでは文字を組版できません：Qtのアプリケーションにフォントがありません</translation>
    </message>
    <message>
        <source>the ability {ability} is {value}; it must stay within -{limit}..+{limit}</source>
        <translation>能力「{ability}」が{value}です。-{limit}〜+{limit}の範囲にしてください</translation>
    </message>
    <message>
        <source>the campaign could not be opened, so nothing was changed</source>
        <translation>キャンペーンを開けなかったため、何も変更していません</translation>
    </message>
    <message>
        <source>the campaign has no characters</source>
        <translation>キャンペーンにキャラクターがいません</translation>
    </message>
    <message>
        <source>the casting board of {name} already has an entry for {target}: more emotions for them come through emotion confrontations</source>
        <translation>{name}のキャスティングボードには、すでに{target}のエントリーがあります。その人物への感情を増やすのは感情対決です</translation>
    </message>
    <message>
        <source>the command ends at the space at column {column}, where {wanted} was expected: BCDice reads a command up to its first space</source>
        <translation>{column}文字目の空白でコマンドが終わっていますが、そこには{wanted}が必要です：BCDiceは最初の空白までをコマンドとして読みます</translation>
    </message>
    <message>
        <source>the confronted emotion {emotion_id} is no longer on the entry for {target}</source>
        <translation>対決中の感情{emotion_id}は、もう{target}のエントリーにありません</translation>
    </message>
    <message>
        <source>the dice expression is empty</source>
        <translation>ダイス式が空です</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>ディスクが読み取り専用です</translation>
    </message>
    <message>
        <source>the emotion confrontation on the entry for {target} must be resolved first</source>
        <translation>先に{target}のエントリーの感情対決に決着をつけてください</translation>
    </message>
    <message>
        <source>the emotion {emotion_id} is not on the emotion list</source>
        <translation>感情{emotion_id}は感情一覧にありません</translation>
    </message>
    <message>
        <source>the emotion {emotion_id} is not on the entry for {target}</source>
        <translation>感情{emotion_id}は{target}のエントリーにありません</translation>
    </message>
    <message>
        <source>the emotion {emotion_id} on the entry for {target} is already being confronted</source>
        <translation>{target}のエントリーの感情{emotion_id}は、すでに感情対決中です</translation>
    </message>
    <message>
        <source>the encounter is already in high tension</source>
        <translation>戦闘はすでにハイテンションです</translation>
    </message>
    <message>
        <source>the entry for {target} already holds {emotion}, and an entry holds each emotion once</source>
        <translation>{target}のエントリーにはすでに{emotion}があります。1つのエントリーに同じ感情は1つまでです</translation>
    </message>
    <message>
        <source>the expression ends too early: expected {wanted}</source>
        <translation>式が途中で終わっています：{wanted}が必要です</translation>
    </message>
    <message>
        <source>the extra skill {skill} cannot be registered as an Infinity Break</source>
        <translation>エクストラスキル「{skill}」はインフィニティ・ブレイクに登録できません</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>フォルダーが存在しません</translation>
    </message>
    <message>
        <source>the format version is missing or invalid</source>
        <translation>形式のバージョンがないか、正しくありません</translation>
    </message>
    <message>
        <source>the key &quot;{key}&quot; appears twice in one object</source>
        <translation>1つのオブジェクトにキー「{key}」が2回あります</translation>
    </message>
    <message>
        <source>the name is too long for this disk; save it under a shorter name or in a shorter folder path</source>
        <translation>名前がこのディスクには長すぎます。短い名前で、または短いパスのフォルダーに保存してください</translation>
    </message>
    <message>
        <source>the ode clock stops at {most}</source>
        <translation>オードの時間は{most}までです</translation>
    </message>
    <message>
        <source>the reaction side must check unless the action fumbled</source>
        <translation>アクション側がファンブルしていない限り、リアクション側も判定が必要です</translation>
    </message>
    <message>
        <source>the sequence value {value} is outside -{limit}..{limit}</source>
        <translation>シーケンス値{value}が-{limit}〜{limit}の範囲外です</translation>
    </message>
    <message>
        <source>the table rules discard the unused emotions left over at a new scenario</source>
        <translation>卓ルールでは、新しいシナリオの開始時に残った未使用の感情は破棄されます</translation>
    </message>
    <message>
        <source>the table rules do not allow spending hope on the sequence value</source>
        <translation>卓ルールでは、シーケンス値に希望を使うことはできません</translation>
    </message>
    <message>
        <source>the target at column {column} cannot roll dice</source>
        <translation>{column}文字目の目標値ではダイスを振れません</translation>
    </message>
    <message>
        <source>the tension part {part} of a cost of {amount} must be between 0 and {amount}</source>
        <translation>代償{amount}のうちテンション値で払う分{part}は、0〜{amount}にしてください</translation>
    </message>
    <message>
        <source>there is a roll for {combatant}, who is not in this round</source>
        <translation>このラウンドにいない{combatant}の出目があります</translation>
    </message>
    <message>
        <source>there is already a combatant with the id {combatant}</source>
        <translation>ID {combatant} の参加者はすでにいます</translation>
    </message>
    <message>
        <source>there is no combatant {combatant} in this encounter</source>
        <translation>この戦闘に参加者{combatant}はいません</translation>
    </message>
    <message>
        <source>there is no effect {effect} in this encounter</source>
        <translation>この戦闘に効果{effect}はありません</translation>
    </message>
    <message>
        <source>there is no roll to discard</source>
        <translation>破棄する出目がありません</translation>
    </message>
    <message>
        <source>there is no tension correction to pay with fatigue in low tension</source>
        <translation>ローテンションではテンション修正がないため、疲労で支払うことはできません</translation>
    </message>
    <message>
        <source>this Infinity Break of {name} was already used this scenario</source>
        <translation>{name}のこのインフィニティ・ブレイクは、このシナリオですでに使用済みです</translation>
    </message>
    <message>
        <source>this cannot be done in high tension</source>
        <translation>ハイテンション中はこの操作はできません</translation>
    </message>
    <message>
        <source>this cannot be done while the round is {phase}</source>
        <translation>ラウンドの今の段階（{phase}）ではこの操作はできません</translation>
    </message>
    <message>
        <source>this emotion confrontation is already resolved</source>
        <translation>この感情対決はすでに決着しています</translation>
    </message>
    <message>
        <source>this is the first sequence of the round</source>
        <translation>これはラウンド最初のシーケンスです</translation>
    </message>
    <message>
        <source>this needs high tension</source>
        <translation>この操作にはハイテンションが必要です</translation>
    </message>
    <message>
        <source>time advances by at least 1 ode, not {odes}</source>
        <translation>時間は1オード以上進めてください（{odes}は不可）</translation>
    </message>
    <message>
        <source>too large ({size} MB; the limit is {limit} MB)</source>
        <translation>大きすぎます（{size} MB、上限は{limit} MB）</translation>
    </message>
    <message>
        <source>two combatants share the id {combatant}</source>
        <translation>2人の参加者が同じID {combatant} を持っています</translation>
    </message>
    <message>
        <source>type a change such as -3 or +2, or a new value such as 7; not {text}</source>
        <translation>-3や+2のような増減か、7のような新しい値を入力してください（「{text}」は不可）</translation>
    </message>
    <message>
        <source>unexpected &apos;{found}&apos; at column {column}: expected {wanted}</source>
        <translation>{column}文字目の「{found}」は予期しないものです：{wanted}が必要です</translation>
    </message>
    <message>
        <source>was saved, but the disk reported a problem while finishing ({reason}); save again to be sure</source>
        <translation>保存しましたが、仕上げの際にディスクが問題を報告しました（{reason}）。念のため、もう一度保存してください</translation>
    </message>
    <message>
        <source>would not open again, so it is not saved: {problem}</source>
        <translation>開き直せなくなるため保存しません：{problem}</translation>
    </message>
    <message>
        <source>{combatant} is not in this round</source>
        <translation>{combatant}はこのラウンドにいません</translation>
    </message>
    <message>
        <source>{count} Infinity Break registrations; at most {most} (one each at levels 3, 6 and 9)</source>
        <translation>インフィニティ・ブレイクの登録が{count}個あります。最大{most}個です（レベル3・6・9で1つずつ）</translation>
    </message>
    <message>
        <source>{count} characters are named {name}; give the id of one instead: {ids}</source>
        <translation>「{name}」という名前のキャラクターが{count}人います。代わりにIDを指定してください：{ids}</translation>
    </message>
    <message>
        <source>{count} more dice were typed in than the roll has</source>
        <translation>入力された出目がロールするダイスより{count}個多すぎます</translation>
    </message>
    <message>
        <source>{count} unused emotions; at most {limit}</source>
        <translation>未使用の感情が{count}個あります。最大{limit}個です</translation>
    </message>
    <message>
        <source>{encoding} text: fhrtool reads UTF-8 text; save the file as UTF-8 and open it again</source>
        <translation>{encoding}のテキストです。fhrtoolが読むのはUTF-8のテキストです。UTF-8で保存し直してから開いてください</translation>
    </message>
    <message>
        <source>{field} cannot be adjusted; hp, hope or fatigue can</source>
        <translation>{field}は増減できません。増減できるのはHP、希望、疲労です</translation>
    </message>
    <message>
        <source>{field} is already at its limit: {values}</source>
        <translation>{field}はすでに上限・下限に達しています：{values}</translation>
    </message>
    <message>
        <source>{name} ({value}) can sync only with someone of a lower sequence value, not {partner} ({partner_value})</source>
        <translation>{name}（{value}）がシンクロできるのはシーケンス値がより低い者だけです。{partner}（{partner_value}）とはできません</translation>
    </message>
    <message>
        <source>{name} acts on this sequence; the table rules let only the others react to reactions</source>
        <translation>{name}はこのシーケンスで行動しています。卓ルールでは、リアクションへのリアクションができるのは他の者だけです</translation>
    </message>
    <message>
        <source>{name} acts simultaneously with {actor} and cannot react to that action</source>
        <translation>{name}は{actor}と同時行動しているため、その行動にリアクションできません</translation>
    </message>
    <message>
        <source>{name} already has a d10 this round</source>
        <translation>{name}はこのラウンドのd10をすでに振っています</translation>
    </message>
    <message>
        <source>{name} can delay only to a value lower than {value}, not {delayed}</source>
        <translation>{name}がディレイできるのは{value}より低い値だけです（{delayed}は不可）</translation>
    </message>
    <message>
        <source>{name} can hold at most {limit} unused emotions: {held} held, {count} more is too many</source>
        <translation>{name}が持てる未使用の感情は{limit}個までです。{held}個持っているので、あと{count}個は多すぎます</translation>
    </message>
    <message>
        <source>{name} can take an active action only on their own sequence</source>
        <translation>{name}が能動行動をとれるのは自分のシーケンスだけです</translation>
    </message>
    <message>
        <source>{name} cannot be the target of their own action</source>
        <translation>{name}は自分の行動の対象になれません</translation>
    </message>
    <message>
        <source>{name} cannot both delay and sync</source>
        <translation>{name}はディレイとシンクロを両方行うことはできません</translation>
    </message>
    <message>
        <source>{name} cannot delay below {minimum}</source>
        <translation>{name}は{minimum}より低くディレイできません</translation>
    </message>
    <message>
        <source>{name} cannot react to their own action</source>
        <translation>{name}は自分の行動にリアクションできません</translation>
    </message>
    <message>
        <source>{name} cannot sync with themselves</source>
        <translation>{name}は自分自身とシンクロできません</translation>
    </message>
    <message>
        <source>{name} cannot sync with {partner}, who has no sequence this round ({partner_value})</source>
        <translation>{partner}（{partner_value}）はこのラウンドにシーケンスがないため、{name}はシンクロできません</translation>
    </message>
    <message>
        <source>{name} cannot sync with {partner}, who syncs with someone else</source>
        <translation>{name}は、他の者とシンクロしている{partner}とはシンクロできません</translation>
    </message>
    <message>
        <source>{name} declared {kind} twice</source>
        <translation>{name}が{kind}を2回宣言しました</translation>
    </message>
    <message>
        <source>{name} has already reacted to one action of this simultaneous group</source>
        <translation>{name}はこの同時行動グループの行動の1つにすでにリアクションしています</translation>
    </message>
    <message>
        <source>{name} has already reacted to this simultaneous group; the table rules allow one reaction</source>
        <translation>{name}はこの同時行動グループにすでにリアクションしています。卓ルールではリアクションは1回までです</translation>
    </message>
    <message>
        <source>{name} has no Infinity Break registration left at level {level} (one each at levels 3, 6 and 9)</source>
        <translation>{name}はレベル{level}でインフィニティ・ブレイクをもう登録できません（レベル3・6・9で1つずつ）</translation>
    </message>
    <message>
        <source>{name} has no Infinity Break registration {registration_id}</source>
        <translation>{name}にインフィニティ・ブレイクの登録{registration_id}はありません</translation>
    </message>
    <message>
        <source>{name} has no casting-board entry {entry_id}</source>
        <translation>{name}にキャスティングボードのエントリー{entry_id}はありません</translation>
    </message>
    <message>
        <source>{name} has no character sheet, so no tension value</source>
        <translation>{name}にはキャラクターシートがないため、テンション値がありません</translation>
    </message>
    <message>
        <source>{name} has no d10 for the sequence value</source>
        <translation>{name}はシーケンス値のd10をまだ振っていません</translation>
    </message>
    <message>
        <source>{name} has no emotion confrontation {confrontation_id}</source>
        <translation>{name}に感情対決{confrontation_id}はありません</translation>
    </message>
    <message>
        <source>{name} has no skill {skill_id}</source>
        <translation>{name}に特技{skill_id}はありません</translation>
    </message>
    <message>
        <source>{name} has no unused emotion {emotion_id} to take</source>
        <translation>{name}に未使用の感情{emotion_id}はありません</translation>
    </message>
    <message>
        <source>{name} has not declared {kind}</source>
        <translation>{name}は{kind}を宣言していません</translation>
    </message>
    <message>
        <source>{name} has only {tension} tension to pay {part} with</source>
        <translation>{name}のテンション値は{tension}しかなく、{part}を支払えません</translation>
    </message>
    <message>
        <source>{name} is a PC and is in the fight once</source>
        <translation>{name}はPCなので、戦闘には1人しか参加できません</translation>
    </message>
    <message>
        <source>{name} is defeated and cannot react</source>
        <translation>{name}は戦闘不能のため、リアクションできません</translation>
    </message>
    <message>
        <source>{name} is defeated and declares nothing</source>
        <translation>{name}は戦闘不能のため、宣言できません</translation>
    </message>
    <message>
        <source>{name} is defeated and rolls no sequence value</source>
        <translation>{name}は戦闘不能のため、シーケンス値を振りません</translation>
    </message>
    <message>
        <source>{name} is not caught off guard and makes no resist check</source>
        <translation>{name}は不意を突かれていないため、レジストチェックは不要です</translation>
    </message>
    <message>
        <source>{name} may declare quick at most {cap} times (the lower of Life and Will)</source>
        <translation>{name}がクイックを宣言できるのは{cap}回までです（【生命】と【意志】の低い方）</translation>
    </message>
    <message>
        <source>{name} opposes the same action twice</source>
        <translation>{name}が同じアクションに2回対決しています</translation>
    </message>
    <message>
        <source>{name} reacts, but to whose action?</source>
        <translation>{name}が受動行動しますが、誰の行動に対してですか？</translation>
    </message>
    <message>
        <source>{name} spends {spent} hope but has only {available}</source>
        <translation>{name}は希望を{spent}点使おうとしていますが、{available}点しかありません</translation>
    </message>
    <message>
        <source>{name}: a d10 shows 1–10, not {die}</source>
        <translation>{name}：d10の出目は1〜10です（{die}は不可）</translation>
    </message>
    <message>
        <source>{name}: a hope die shows 1–6, not {result}</source>
        <translation>{name}：希望のダイスの出目は1〜6です（{result}は不可）</translation>
    </message>
    <message>
        <source>{name}: spending hope on the sequence value needs its d6 results</source>
        <translation>{name}：シーケンス値に希望を使うには、d6の出目が必要です</translation>
    </message>
    <message>
        <source>{name}: {kind} needs a whole number of steps, at least 1, not {steps}</source>
        <translation>{name}：{kind}の段階数は1以上の整数です（{steps}は不可）</translation>
    </message>
    <message>
        <source>{partner} already acts simultaneously with someone; the table rules allow two at most</source>
        <translation>{partner}はすでに他の者と同時行動しています。卓ルールでは同時行動は2人までです</translation>
    </message>
    <message>
        <source>{place}: {problem}</source>
        <translation>{place}：{problem}</translation>
    </message>
    <message>
        <source>{place}: {problem} (and {more} more problems)</source>
        <translation>{place}：{problem}（他に{more}件の問題）</translation>
    </message>
    <message>
        <source>{result} is not a possible result of a d{faces} (1–{faces})</source>
        <translation>{result}はd{faces}の出目としてありえません（1〜{faces}）</translation>
    </message>
    <message>
        <source>{skill} is an extra skill; only the servant one can be registered as an Infinity Break</source>
        <translation>「{skill}」はエクストラスキルです。インフィニティ・ブレイクに登録できるのはサーヴァントのものだけです</translation>
    </message>
    <message>
        <source>{skill} is registered at level {level}, which the character (level {reached}) has not reached</source>
        <translation>「{skill}」はレベル{level}で登録されていますが、キャラクターはまだそのレベルに達していません（レベル{reached}）</translation>
    </message>
    <message>
        <source>{skill} is registered at level {level}; registrations are made at levels 3, 6 and 9</source>
        <translation>「{skill}」はレベル{level}で登録されています。登録はレベル3・6・9で行います</translation>
    </message>
    <message>
        <source>{skill} shares level {level} with another registration; one registration per level</source>
        <translation>「{skill}」は別の登録と同じレベル{level}です。1つのレベルに登録は1つだけです</translation>
    </message>
    <message>
        <source>{what} can hold at most {most}, not {count}</source>
        <translation>{what}に入るのは{most}件までです（{count}件になります）</translation>
    </message>
    <message>
        <source>{what} is not a sequence declaration</source>
        <translation>{what}は特殊シーケンス宣言ではありません</translation>
    </message>
    <message>
        <source>{what}: {reason}</source>
        <translation>{what}：{reason}</translation>
    </message>
    <message>
        <source>{name} has no open emotion confrontation {confrontation_id}</source>
        <translation>{name}に未決着の感情対決{confrontation_id}はありません</translation>
    </message>
    <message>
        <source>an emotion needs a name</source>
        <translation>感情には名前が必要です</translation>
    </message>
    <message>
        <source>{field}: not an editable field of an emotion</source>
        <translation>{field}：感情の編集できる項目ではありません</translation>
    </message>
    <message>
        <source>{emotion} stays on the emotion list: the sheets of {names} refer to it</source>
        <translation>「{emotion}」は{names}のシートで使われているため、感情一覧から削除できません</translation>
    </message>
    <message>
        <source>&apos;[{inside}]&apos; at column {column} is not a critical and fumble value such as [11,3]</source>
        <translation>{column}文字目の「[{inside}]」は、[11,3]のようなクリティカル値とファンブル値の指定ではありません</translation>
    </message>
    <message>
        <source>&apos;{found}&apos; at column {column} is not a comparison</source>
        <translation>{column}文字目の「{found}」は比較演算子ではありません</translation>
    </message>
    <message>
        <source>D66 dice are not read (column {column})</source>
        <translation>D66には対応していません（{column}文字目）</translation>
    </message>
    <message>
        <source>a 2D6 check compares with &gt;=, not {found}</source>
        <translation>2D6の判定の比較は&gt;=だけです（{found}は不可）</translation>
    </message>
    <message>
        <source>a 2D6 check rolls no other dice (column {column})</source>
        <translation>2D6の判定では他のダイスは振れません（{column}文字目）</translation>
    </message>
    <message>
        <source>a die has 1–{most} faces, not {value} (column {column})</source>
        <translation>ダイスの面数は1〜{most}です（{value}は不可、{column}文字目）</translation>
    </message>
    <message>
        <source>add 1–{most} combatants at a time, not {count}</source>
        <translation>一度に追加できる参加者は1～{most}人です（{count}人は不可）</translation>
    </message>
    <message>
        <source>there is no {what} {item_id}</source>
        <translation>{what} {item_id} はありません</translation>
    </message>
    <message>
        <source>{actor} neither acts on this sequence nor has reacted on it</source>
        <translation>{actor}はこのシーケンスで行動もリアクションもしていません</translation>
    </message>
    <message>
        <source>{command} is a BCDice command that fhrtool does not roll: it reads 2D6 checks, sums of dice and counts of successes (5B10&gt;=4)</source>
        <translation>{command}はfhrtoolでは振れないBCDiceのコマンドです：読めるのは2D6の判定、ダイスの合計、成功数（5B10&gt;=4）だけです</translation>
    </message>
    <message>
        <source>{field}: not an editable field of a skill</source>
        <translation>{field}：特技の編集できる項目ではありません</translation>
    </message>
    <message>
        <source>{place}: the emotion {emotion} is not on the {kind}&apos;s emotion list, which is full</source>
        <translation>{place}：感情{emotion}は{kind}の感情一覧になく、一覧はいっぱいのため追加できません</translation>
    </message>
    <message>
        <source>{skill} is registered as an Infinity Break ({count}×) and a registration can never be changed, so the skill stays on the sheet</source>
        <translation>「{skill}」はインフィニティ・ブレイクに登録されており（{count}回）、登録は変更できないため、この特技はシートから削除できません</translation>
    </message>
    <message>
        <source>{field}: not an editable field of a stat</source>
        <translation>{field}：能力値の編集できる項目ではありません</translation>
    </message>
    <message>
        <source>{stat}: an essence cannot be negative</source>
        <translation>{stat}：エッセンスは負にできません</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field}：{problem}</translation>
    </message>
    <message>
        <source>{field}: the maximum cannot be negative</source>
        <translation>{field}：最大値は負にできません</translation>
    </message>
    <message>
        <source>&apos;{token}&apos; is not a die result</source>
        <translation>「{token}」はダイスの出目ではありません</translation>
    </message>
    <message>
        <source>more dice typed in than {expression} rolls: {unused} left over</source>
        <translation>{expression}で振るより多くの出目が入力されています：{unused}が余っています</translation>
    </message>
    <message>
        <source>hope</source>
        <translation>希望</translation>
    </message>
    <message>
        <source>quick</source>
        <translation>クイック</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>パッシブ</translation>
    </message>
    <message>
        <source>delay</source>
        <translation>ディレイ</translation>
    </message>
    <message>
        <source>sync</source>
        <translation>シンクロ</translation>
    </message>
    <message>
        <source>waiting for the d10s</source>
        <translation>d10待ち</translation>
    </message>
    <message>
        <source>taking declarations</source>
        <translation>宣言受付</translation>
    </message>
    <message>
        <source>playing its sequences</source>
        <translation>シーケンス進行</translation>
    </message>
    <message>
        <source>campaign</source>
        <translation>キャンペーン</translation>
    </message>
    <message>
        <source>sheet</source>
        <translation>シート</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}：{problem}</translation>
    </message>
</context>
<context>
    <name>rule_options</name>
    <message>
        <source>A casting board holds one entry per character: adding one who has an entry is refused, and more emotions for them come through confrontations; otherwise a second entry may be added (§11).</source>
        <translation>キャスティングボードのエントリーは1人につき1つ。すでにエントリーのある人物の追加は拒否し、その人物への感情を増やすのは感情対決とする。オフにすると、2つ目のエントリーを追加できる（§11）。</translation>
    </message>
    <message>
        <source>A check with fewer than 1 die is warned about, not refused (§1).</source>
        <translation>ダイスが1個未満のチェックは、拒否せず警告にとどめる（§1）。</translation>
    </message>
    <message>
        <source>A critical reaction beats a normal action (§10).</source>
        <translation>リアクション側のクリティカルは通常のアクションに勝つ（§10）。</translation>
    </message>
    <message>
        <source>A sync with a partner who has no sequence this round (pushed below 0) is refused with the reason; otherwise it is accepted and the syncing combatant does not act (§7).</source>
        <translation>このラウンドにシーケンスがない相手（0未満になった者）とのシンクロは理由を示して拒否する。オフにすると受け付けるが、シンクロした者は行動しない（§7）。</translation>
    </message>
    <message>
        <source>A syncing combatant keeps the extra actions of its own value; by default it takes the partner&apos;s value and only the partner&apos;s slots (§7).</source>
        <translation>シンクロした者が自分の値による追加行動を保つ。既定では相手の値になり、相手と同じ行動機会だけを得る（§7）。</translation>
    </message>
    <message>
        <source>A target reacts once to a simultaneous group; by default it may react several times to the one action of the group it chose (§6).</source>
        <translation>同時行動グループへのリアクションは1回まで。既定では、選んだ1つの行動には何度でもリアクションできる（§6）。</translation>
    </message>
    <message>
        <source>Actions at v-10, v-20... (§4).</source>
        <translation>v−10、v−20…での行動（§4）。</translation>
    </message>
    <message>
        <source>An empty board makes a 背反者 (§11).</source>
        <translation>空のボードでも背反者になる（§11）。</translation>
    </message>
    <message>
        <source>An entry holds each emotion once: placing an emotion twice, or a confrontation offering one the entry already holds, is refused; otherwise an emotion may stand twice on an entry (§11).</source>
        <translation>1つのエントリーに同じ感情は1つまで。同じ感情を2つ置くことや、エントリーにすでにある感情を対立する感情とする感情対決は拒否する。オフにすると、同じ感情が1つのエントリーに2つあってもよい（§11）。</translation>
    </message>
    <message>
        <source>An extra-action slot is ordered among others by value and initiative; otherwise it follows every first action of the same value (§4).</source>
        <translation>追加行動も値とイニシアチブで他と同じように並べる。オフにすると、同じ値の最初の行動すべての後になる（§4）。</translation>
    </message>
    <message>
        <source>Apply the PC limit of -2..+2 on abilities to NPCs too (§1).</source>
        <translation>能力の−2〜+2の制限（PC用）をNPCにも適用する（§1）。</translation>
    </message>
    <message>
        <source>Bond of an entry after a confrontation (§13).</source>
        <translation>感情対決後のエントリーの絆値（§13）。</translation>
    </message>
    <message>
        <source>Critical or fumble first when they overlap (§9).</source>
        <translation>クリティカルとファンブルの範囲が重なったときの優先（§9）。</translation>
    </message>
    <message>
        <source>Default cost-damage split (§12).</source>
        <translation>代償ダメージの既定の配分（§12）。</translation>
    </message>
    <message>
        <source>Default critical value of 2D6 checks (§9).</source>
        <translation>2D6の判定の既定のクリティカル値（§9）。</translation>
    </message>
    <message>
        <source>Default fumble value of 2D6 checks (§9).</source>
        <translation>2D6の判定の既定のファンブル値（§9）。</translation>
    </message>
    <message>
        <source>Dice one hope point adds to a check (§5).</source>
        <translation>希望1点でチェックに加わるダイスの数（§5）。</translation>
    </message>
    <message>
        <source>Each this many fatigue is -1 die on FHR checks; 0 = none (§1).</source>
        <translation>疲労がこの値に達するごとに、FHRのチェックのダイス−1。0＝なし（§1）。</translation>
    </message>
    <message>
        <source>Effects longer than 1 ode count 1 ode when low tension resumes (§2).</source>
        <translation>1オードより長い効果は、ローテンションに戻るときに1オード経過とする（§2）。</translation>
    </message>
    <message>
        <source>Extra-action slots come from the value after declarations (§7).</source>
        <translation>追加行動は宣言後の値から決める（§7）。</translation>
    </message>
    <message>
        <source>Faces of the dice of an FHR check (§1).</source>
        <translation>FHRのチェックに使うダイスの面数（§1）。</translation>
    </message>
    <message>
        <source>Hope may be spent on the sequence value during the declaration window (§4).</source>
        <translation>宣言の間にシーケンス値へ希望を使える（§4）。</translation>
    </message>
    <message>
        <source>Infinity Break: a number with a unit in 《 》 keeps its unit (《10%》 → 《20%》); otherwise +10 is written after it (《10%+10》) (§14).</source>
        <translation>インフィニティ・ブレイク：《 》内の単位付きの数値は単位を保つ（《10%》→《20%》）。オフにすると後ろに+10を書き足す（《10%+10》）（§14）。</translation>
    </message>
    <message>
        <source>Limit on quick steps (§7).</source>
        <translation>クイックの段階数の上限（§7）。</translation>
    </message>
    <message>
        <source>Lowest face that counts as a success (§1).</source>
        <translation>成功と数える最低の出目（§1）。</translation>
    </message>
    <message>
        <source>One combatant cannot both delay and sync (§7).</source>
        <translation>同じ者がディレイとシンクロを両方行うことはできない（§7）。</translation>
    </message>
    <message>
        <source>One tension-correction counter per essence (§5).</source>
        <translation>テンション修正を【生命】と【意志】で別々に数える（§5）。</translation>
    </message>
    <message>
        <source>Order of the declarations: hope dice, quick, passive, then delay; or the delay first on the rolled value and the others after it. A sync always comes last (§7).</source>
        <translation>宣言を適用する順：希望のダイス、クイック、パッシブ、最後にディレイ。または、振った値に先にディレイを適用し、その後に他を適用する。シンクロは常に最後（§7）。</translation>
    </message>
    <message>
        <source>Sum the pool or count successes (§1).</source>
        <translation>チェックの方式：ダイスの合計か成功数か（§1）。</translation>
    </message>
    <message>
        <source>The lowest value a delay may set (§7).</source>
        <translation>ディレイで設定できる最低の値（§7）。</translation>
    </message>
    <message>
        <source>Three or more combatants may share a simultaneous group (§4).</source>
        <translation>3人以上で同時行動のグループを組める（§4）。</translation>
    </message>
    <message>
        <source>Unused emotions left over at a new scenario within a session: the player keeps the ones chosen and the scenario&apos;s gain fills up to the limit, or all are discarded first (§11).</source>
        <translation>セッション中に新しいシナリオを始めるときに残った未使用の感情：プレイヤーが残すものを選び、シナリオでの獲得は上限まで、または先にすべて破棄する（§11）。</translation>
    </message>
    <message>
        <source>What a negative sequence value means (§4).</source>
        <translation>シーケンス値が負のときの扱い（§4）。</translation>
    </message>
    <message>
        <source>When an FHR check fumbles (§1).</source>
        <translation>FHRのチェックがファンブルになる条件（§1）。</translation>
    </message>
    <message>
        <source>While a character&apos;s tension value is still concentration + total bond, changing its concentration changes the tension value too, so a new character starts its first scenario with it; otherwise only a new scenario sets it (§12).</source>
        <translation>テンション値が集中力＋絆値の合計のままなら、集中力を変えるとテンション値も変わり、新しいキャラクターはその値で最初のシナリオを始める。オフにすると、テンション値を決めるのは新しいシナリオだけ（§12）。</translation>
    </message>
    <message>
        <source>Who acts on the sequence may react to a reaction (a chained reaction), like anyone but the one reacted to; otherwise only the others may (§6).</source>
        <translation>シーケンスで行動している者も、リアクションされた本人以外の誰とも同じく、リアクションにリアクションできる（連鎖リアクション）。オフにすると、できるのは他の者だけ（§6）。</translation>
    </message>
</context>
<context>
    <name>text</name>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>2D6 check ({name})</source>
        <translation>2D6の判定（{name}）</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>Active action ({name})</source>
        <translation>能動行動（{name}）</translation>
    </message>
    <message>
        <source>Add emotion {emotion} to the emotion list</source>
        <translation>感情一覧に「{emotion}」を追加</translation>
    </message>
    <message>
        <source>Add skill {skill} ({name})</source>
        <translation>特技「{skill}」を追加（{name}）</translation>
    </message>
    <message>
        <source>Add {kind} {stat} ({name})</source>
        <translation>{kind}「{stat}」を追加（{name}）</translation>
    </message>
    <message>
        <source>Add {names} to the fight</source>
        <translation>{names}を戦闘に追加</translation>
    </message>
    <message>
        <source>Add {name}</source>
        <translation>{name}を追加</translation>
    </message>
    <message>
        <source>Add {target} to the casting board ({name})</source>
        <translation>キャスティングボードに{target}を追加（{name}）</translation>
    </message>
    <message>
        <source>Advance 1 ode</source>
        <translation>1オード進める</translation>
    </message>
    <message>
        <source>Advance {odes} odes</source>
        <translation>{odes}オード進める</translation>
    </message>
    <message>
        <source>Ally</source>
        <translation>味方</translation>
    </message>
    <message>
        <source>Casting board</source>
        <translation>キャスティングボード</translation>
    </message>
    <message>
        <source>Casting board and confrontations</source>
        <translation>キャスティングボードと感情対決</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>種別</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>キャラクター</translation>
    </message>
    <message>
        <source>Check value</source>
        <translation>判定値</translation>
    </message>
    <message>
        <source>Combatants</source>
        <translation>戦闘参加者</translation>
    </message>
    <message>
        <source>Concentration</source>
        <translation>集中力</translation>
    </message>
    <message>
        <source>Confirm the order (round {round})</source>
        <translation>行動順を確定（ラウンド{round}）</translation>
    </message>
    <message>
        <source>Confront {emotion} on {target} ({name})</source>
        <translation>{target}への「{emotion}」で感情対決（{name}）</translation>
    </message>
    <message>
        <source>Confront {emotion} on {target} with {opposing}: keep {emotion} ({name})</source>
        <translation>{target}への「{emotion}」と「{opposing}」の感情対決：「{emotion}」を残す（{name}）</translation>
    </message>
    <message>
        <source>Confront {emotion} on {target} with {opposing}: keep {opposing} ({name})</source>
        <translation>{target}への「{emotion}」と「{opposing}」の感情対決：「{opposing}」を残す（{name}）</translation>
    </message>
    <message>
        <source>Confrontation on {target}</source>
        <translation>{target}への感情対決</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>特殊シーケンス宣言</translation>
    </message>
    <message>
        <source>Delay to {value}</source>
        <translation>ディレイ→{value}</translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>{name}を削除</translation>
    </message>
    <message>
        <source>Discard emotions {emotions} ({name})</source>
        <translation>感情を破棄 {emotions}（{name}）</translation>
    </message>
    <message>
        <source>Duplicate {name}</source>
        <translation>{name}を複製</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <source>Effect {effect} on {name}</source>
        <translation>{name}に効果「{effect}」</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>効果</translation>
    </message>
    <message>
        <source>Emotion confrontations</source>
        <translation>感情対決</translation>
    </message>
    <message>
        <source>Emotion list</source>
        <translation>感情一覧</translation>
    </message>
    <message>
        <source>Emotion {emotion}: bond {old} → {new}</source>
        <translation>感情「{emotion}」：絆値 {old} → {new}</translation>
    </message>
    <message>
        <source>Emotion {emotion}: mad colour</source>
        <translation>感情「{emotion}」：マッドカラー</translation>
    </message>
    <message>
        <source>Emotion {emotion}: pure</source>
        <translation>感情「{emotion}」：ピュア</translation>
    </message>
    <message>
        <source>End effect {effect} ({name})</source>
        <translation>効果「{effect}」を終了（{name}）</translation>
    </message>
    <message>
        <source>End scenario ({name})</source>
        <translation>シナリオ終了（{name}）</translation>
    </message>
    <message>
        <source>Enemy</source>
        <translation>敵</translation>
    </message>
    <message>
        <source>Entry {target}</source>
        <translation>エントリー：{target}</translation>
    </message>
    <message>
        <source>Essence</source>
        <translation>エッセンス</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>エクストラ</translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation>疲労</translation>
    </message>
    <message>
        <source>Gain emotions {emotions} ({name})</source>
        <translation>感情を獲得 {emotions}（{name}）</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <source>HP first, then tension value</source>
        <translation>HPから先に、次にテンション値</translation>
    </message>
    <message>
        <source>Hope</source>
        <translation>希望</translation>
    </message>
    <message>
        <source>Hope ×{count} (+{total})</source>
        <translation>希望×{count}（+{total}）</translation>
    </message>
    <message>
        <source>Hope ×{count} on the sequence value</source>
        <translation>シーケンス値に希望×{count}</translation>
    </message>
    <message>
        <source>Hope ×{count} on the sequence value ({name})</source>
        <translation>シーケンス値に希望×{count}（{name}）</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>{name}を読み込む</translation>
    </message>
    <message>
        <source>In CCFolia, set the room&apos;s dice bot to SRS (Standard RPG System): with another dice bot, such as the one a new room starts with, the 2D6 check lines ({example}) answer nothing.</source>
        <translation>ココフォリアでは部屋のダイスボットを「SRS（スタンダードRPGシステム）」にしてください。新しい部屋の最初のダイスボットなど、ほかのダイスボットでは2D6の判定の行（{example}）に何も返ってきません。</translation>
    </message>
    <message>
        <source>Infinity Break</source>
        <translation>インフィニティ・ブレイク</translation>
    </message>
    <message>
        <source>Infinity Break of level {level} used this scenario</source>
        <translation>レベル{level}のインフィニティ・ブレイクをこのシナリオで使用</translation>
    </message>
    <message>
        <source>Infinity Break registration of level {level}</source>
        <translation>レベル{level}のインフィニティ・ブレイク登録</translation>
    </message>
    <message>
        <source>Infinity Break registrations and uses</source>
        <translation>インフィニティ・ブレイクの登録と使用</translation>
    </message>
    <message>
        <source>Infinity Break: {skill} ({name})</source>
        <translation>インフィニティ・ブレイク：{skill}（{name}）</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>イニシアチブ</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>【生命】</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>NPC</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>New scenario ({name})</source>
        <translation>新しいシナリオ（{name}）</translation>
    </message>
    <message>
        <source>New session ({name})</source>
        <translation>新しいセッション（{name}）</translation>
    </message>
    <message>
        <source>Next: round {round} ends</source>
        <translation>次へ：ラウンド{round}終了</translation>
    </message>
    <message>
        <source>Next: sequence {old} → {new} (round {round})</source>
        <translation>次へ：シーケンス {old} → {new}（ラウンド{round}）</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Opposed check ({name} vs {opponent})</source>
        <translation>対決（{name} 対 {opponent}）</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>行動順</translation>
    </message>
    <message>
        <source>Other stats</source>
        <translation>その他の能力値</translation>
    </message>
    <message>
        <source>PC</source>
        <translation>PC</translation>
    </message>
    <message>
        <source>PC/NPC</source>
        <translation>PC/NPC</translation>
    </message>
    <message>
        <source>Passive ×{steps}</source>
        <translation>パッシブ×{steps}</translation>
    </message>
    <message>
        <source>Pay {amount} cost for {skill}: {tension} tension, {hp} HP ({name})</source>
        <translation>「{skill}」の代償{amount}を支払う：テンション値{tension}、HP{hp}（{name}）</translation>
    </message>
    <message>
        <source>Pay {amount} cost: {tension} tension, {hp} HP ({name})</source>
        <translation>代償{amount}を支払う：テンション値{tension}、HP{hp}（{name}）</translation>
    </message>
    <message>
        <source>Perception</source>
        <translation>知覚</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Previous: sequence {old} → {new} (round {round})</source>
        <translation>前へ：シーケンス {old} → {new}（ラウンド{round}）</translation>
    </message>
    <message>
        <source>Quick ×{steps}</source>
        <translation>クイック×{steps}</translation>
    </message>
    <message>
        <source>Reflex</source>
        <translation>反射</translation>
    </message>
    <message>
        <source>Register {skill} as Infinity Break at level {level} ({name})</source>
        <translation>レベル{level}で「{skill}」をインフィニティ・ブレイクに登録（{name}）</translation>
    </message>
    <message>
        <source>Remove emotion {emotion} from the emotion list</source>
        <translation>感情一覧から「{emotion}」を削除</translation>
    </message>
    <message>
        <source>Remove skill {skill} ({name})</source>
        <translation>特技「{skill}」を削除（{name}）</translation>
    </message>
    <message>
        <source>Remove {name} from the fight</source>
        <translation>{name}を戦闘から外す</translation>
    </message>
    <message>
        <source>Remove {stat} ({name})</source>
        <translation>「{stat}」を削除（{name}）</translation>
    </message>
    <message>
        <source>Rename emotion {old} → {new}</source>
        <translation>感情の名前を変更 {old} → {new}</translation>
    </message>
    <message>
        <source>Rename {old} → {new} ({name})</source>
        <translation>名前を変更 {old} → {new}（{name}）</translation>
    </message>
    <message>
        <source>Resolve the confrontation on {target}: keep {emotion} ({name})</source>
        <translation>{target}への感情対決に決着：「{emotion}」を残す（{name}）</translation>
    </message>
    <message>
        <source>Return to low tension (ode {ode})</source>
        <translation>ローテンションに戻る（オード{ode}）</translation>
    </message>
    <message>
        <source>Roll discarded ({name})</source>
        <translation>出目を破棄（{name}）</translation>
    </message>
    <message>
        <source>Roll sequence values (round {round})</source>
        <translation>シーケンス値を振る（ラウンド{round}）</translation>
    </message>
    <message>
        <source>Roll {expression}</source>
        <translation>{expression}を振る</translation>
    </message>
    <message>
        <source>Sense</source>
        <translation>感応</translation>
    </message>
    <message>
        <source>Servant</source>
        <translation>サーヴァント</translation>
    </message>
    <message>
        <source>Sheet and pools</source>
        <translation>シートの項目・希望・HP</translation>
    </message>
    <message>
        <source>Set the dice bot (game system) to SRS (Standard RPG System) where you paste the palette: with another dice bot the 2D6 check lines ({example}) answer nothing.</source>
        <translation>チャットパレットを貼り付ける先のダイスボット（ゲームシステム）を「SRS（スタンダードRPGシステム）」にしてください。ほかのダイスボットでは2D6の判定の行（{example}）に何も返ってきません。</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>特技</translation>
    </message>
    <message>
        <source>Skill {skill}</source>
        <translation>特技：{skill}</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>特技</translation>
    </message>
    <message>
        <source>Switch to high tension</source>
        <translation>ハイテンションに移行</translation>
    </message>
    <message>
        <source>Sync with {partner}</source>
        <translation>{partner}とシンクロ</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>Table rules</source>
        <translation>卓ルール</translation>
    </message>
    <message>
        <source>Tension value</source>
        <translation>テンション値</translation>
    </message>
    <message>
        <source>The dice bot cannot tell the fumble of the table rules when every die of an essence check shows 1: those lines say it in their comment.</source>
        <translation>本質のチェックで出目がすべて1のときのファンブル（テーブルルール）はダイスボットには判定できません。その行のコメントに書いてあります。</translation>
    </message>
    <message>
        <source>There are no essence check lines: the dice bot reads dice of {faces} faces added up ({example}) as its d66, two d6 read as tens and ones.</source>
        <translation>本質のチェックの行はありません。ダイスボットは{faces}面ダイスの合計（{example}）を、2個のd6を十の位と一の位として読むD66として振ります。</translation>
    </message>
    <message>
        <source>Unused emotion limit</source>
        <translation>未使用の感情の上限</translation>
    </message>
    <message>
        <source>Unused emotions</source>
        <translation>未使用の感情</translation>
    </message>
    <message>
        <source>Update {name} from the sheet ({count} change)</source>
        <translation>{name} をシートから更新（変更{count}件）</translation>
    </message>
    <message>
        <source>Update {name} from the sheet ({count} changes)</source>
        <translation>{name} をシートから更新（変更{count}件）</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>【意志】</translation>
    </message>
    <message>
        <source>Withdraw {kind} ({name})</source>
        <translation>{kind}を取り消す（{name}）</translation>
    </message>
    <message>
        <source>a character has at most {count} Infinity Break registrations (levels 3, 6 and 9)</source>
        <translation>インフィニティ・ブレイクの登録は1キャラクターにつき{count}つまで（レベル3・6・9）</translation>
    </message>
    <message>
        <source>a round not yet confirmed had an acting order: it was dropped</source>
        <translation>まだ確定していないラウンドに行動順がありました：行動順を取り除きました</translation>
    </message>
    <message>
        <source>acts last, after sequence 0</source>
        <translation>シーケンス0の後、最後に行動する</translation>
    </message>
    <message>
        <source>again at v−10, v−20, … while 0 or more</source>
        <translation>0以上の間、v−10、v−20…でくり返し行動</translation>
    </message>
    <message>
        <source>all are discarded first</source>
        <translation>先にすべて破棄する</translation>
    </message>
    <message>
        <source>an Infinity Break registration can never be changed</source>
        <translation>インフィニティ・ブレイクの登録は変更できない</translation>
    </message>
    <message>
        <source>an Infinity Break used in this scenario cannot be unused</source>
        <translation>このシナリオで使用したインフィニティ・ブレイクを未使用には戻せない</translation>
    </message>
    <message>
        <source>automatic failure</source>
        <translation>自動失敗</translation>
    </message>
    <message>
        <source>automatic success</source>
        <translation>自動成功</translation>
    </message>
    <message>
        <source>d10 {d10} ({name})</source>
        <translation>d10 = {d10}（{name}）</translation>
    </message>
    <message>
        <source>delay</source>
        <translation>ディレイ</translation>
    </message>
    <message>
        <source>delay first, then hope dice, quick, passive</source>
        <translation>ディレイが先、次に希望のダイス・クイック・パッシブ</translation>
    </message>
    <message>
        <source>hope dice, quick, passive, then delay</source>
        <translation>希望のダイス・クイック・パッシブ、最後にディレイ</translation>
    </message>
    <message>
        <source>hope on the sequence value</source>
        <translation>シーケンス値への希望</translation>
    </message>
    <message>
        <source>level {level} already has an Infinity Break registration</source>
        <translation>レベル{level}にはすでにインフィニティ・ブレイクの登録がある</translation>
    </message>
    <message>
        <source>never</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>no more steps than the lower of Life and Will</source>
        <translation>【生命】と【意志】の低い方まで</translation>
    </message>
    <message>
        <source>no sequence of its own (passive actions only)</source>
        <translation>自分のシーケンスなし（受動行動のみ）</translation>
    </message>
    <message>
        <source>number of dice showing the success face or more</source>
        <translation>成功の出目以上のダイスの数</translation>
    </message>
    <message>
        <source>once more at most, at v−10</source>
        <translation>追加はv−10の1回まで</translation>
    </message>
    <message>
        <source>one for Life and Will together</source>
        <translation>【生命】と【意志】で共通</translation>
    </message>
    <message>
        <source>one for Life, one for Will</source>
        <translation>【生命】と【意志】で別々</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>パッシブ</translation>
    </message>
    <message>
        <source>quick</source>
        <translation>クイック</translation>
    </message>
    <message>
        <source>someone had reacted more than once in the list of reactions: each is there once</source>
        <translation>リアクション済みの一覧に同じ参加者が複数回ありました：1回ずつにしました</translation>
    </message>
    <message>
        <source>sum of the dice</source>
        <translation>ダイスの合計</translation>
    </message>
    <message>
        <source>sync</source>
        <translation>シンクロ</translation>
    </message>
    <message>
        <source>tension value first, then HP</source>
        <translation>テンション値から先に、次にHP</translation>
    </message>
    <message>
        <source>the app rolls</source>
        <translation>アプリでロール</translation>
    </message>
    <message>
        <source>the bond it had + 2</source>
        <translation>それまでの絆値+2</translation>
    </message>
    <message>
        <source>the bonds of the emotions on it now + 2</source>
        <translation>今の感情の絆値の合計+2</translation>
    </message>
    <message>
        <source>the effect {effect} had {remaining} left of {duration}: it has {duration}</source>
        <translation>効果「{effect}」の残りが{remaining}で、持続{duration}を超えていました：残りを{duration}にしました</translation>
    </message>
    <message>
        <source>the encounter was in high tension outside any round: the round starts from the d10s</source>
        <translation>ハイテンションなのにラウンドの段階がありませんでした：ラウンドをd10から始め直します</translation>
    </message>
    <message>
        <source>the encounter was in low tension with a round under way: the round was cleared</source>
        <translation>ローテンションなのにラウンドが進行中でした：ラウンドの状態を消去しました</translation>
    </message>
    <message>
        <source>the entry of {name} for {target} held {emotion} more than once: it holds it once, with the bond it had</source>
        <translation>{name}の{target}のエントリーに{emotion}が複数ありました。1つにしました（絆値はそのままです）</translation>
    </message>
    <message>
        <source>the player chooses which to keep</source>
        <translation>残す感情をプレイヤーが選ぶ</translation>
    </message>
    <message>
        <source>the round was playing its sequences without an acting order: it starts from the d10s</source>
        <translation>行動順がないままシーケンスを進めていました：ラウンドをd10から始め直します</translation>
    </message>
    <message>
        <source>the sequence pointer was at {position} of an empty order: it is at the start</source>
        <translation>空の行動順でシーケンスの位置が{position}でした：先頭に戻しました</translation>
    </message>
    <message>
        <source>the skill is registered as an Infinity Break, so it stays on the sheet</source>
        <translation>この特技はインフィニティ・ブレイクに登録されているので、シートから外せない</translation>
    </message>
    <message>
        <source>typed in: {dice}</source>
        <translation>出目入力: {dice}</translation>
    </message>
    <message>
        <source>when every die shows 1</source>
        <translation>すべてのダイスが1のとき</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>{count} log entries had a time that cannot be shown: their time was removed</source>
        <translation>表示できない時刻のログが{count}件ありました：その時刻を取り除きました</translation>
    </message>
    <message>
        <source>{count} log entry had a time that cannot be shown: its time was removed</source>
        <translation>表示できない時刻のログが{count}件ありました：その時刻を取り除きました</translation>
    </message>
    <message>
        <source>{count} unused emotions are more than the limit of {limit}</source>
        <translation>未使用の感情{count}個は上限{limit}を超える</translation>
    </message>
    <message>
        <source>{emotions} (bond {bond})</source>
        <translation>{emotions}（絆値{bond}）</translation>
    </message>
    <message>
        <source>{emotion} against {opposing}, kept: {kept}</source>
        <translation>{emotion}対{opposing}、残す感情：{kept}</translation>
    </message>
    <message>
        <source>{essence} check ({name})</source>
        <translation>{essence}のチェック（{name}）</translation>
    </message>
    <message>
        <source>{essence} check against {target}, {rolled} ({name})</source>
        <translation>{essence}判定（目標値{target}、{rolled}）（{name}）</translation>
    </message>
    <message>
        <source>{essence} check, active ({name})</source>
        <translation>{essence}のチェック、能動行動（{name}）</translation>
    </message>
    <message>
        <source>{essence} check, reaction ({name})</source>
        <translation>{essence}のチェック、リアクション（{name}）</translation>
    </message>
    <message>
        <source>{field} {change:+d} ({names})</source>
        <translation>{field} {change:+d}（{names}）</translation>
    </message>
    <message>
        <source>{field} {old} → {new} ({names})</source>
        <translation>{field} {old} → {new}（{names}）</translation>
    </message>
    <message>
        <source>{field} {old} → {new} ({name})</source>
        <translation>{field} {old} → {new}（{name}）</translation>
    </message>
    <message>
        <source>{field} → {new} ({names})</source>
        <translation>{field} → {new}（{names}）</translation>
    </message>
    <message>
        <source>{name} (cost {cost}, TB {bonus}) {effect}</source>
        <translation>{name}（コスト{cost}、TB{bonus}）{effect}</translation>
    </message>
    <message>
        <source>{name} aims at {targets}</source>
        <translation>{name}の行動の対象：{targets}</translation>
    </message>
    <message>
        <source>{name} back in the fight</source>
        <translation>{name}が戦闘に復帰</translation>
    </message>
    <message>
        <source>{name} caught off guard</source>
        <translation>{name}は不意を突かれた</translation>
    </message>
    <message>
        <source>{name} declared {kind} twice: the later one is kept</source>
        <translation>{name}が{kind}を2回宣言していました：後の宣言を残しました</translation>
    </message>
    <message>
        <source>{name} defeated</source>
        <translation>{name}が戦闘不能</translation>
    </message>
    <message>
        <source>{name} is a 背反者: an NPC, no longer playable; a new scenario does not make it a PC again</source>
        <translation>{name}は背反者です：NPCとなり、プレイできません。新しいシナリオを始めてもPCには戻りません</translation>
    </message>
    <message>
        <source>{name} not caught off guard</source>
        <translation>{name}は不意を突かれていない</translation>
    </message>
    <message>
        <source>{name} was in the slot at {value} more than once: it is there once</source>
        <translation>{name}がシーケンス{value}の枠に複数回入っていました：1回にしました</translation>
    </message>
    <message>
        <source>{name} {value}</source>
        <translation>{name} {value}</translation>
    </message>
    <message>
        <source>{name}&apos;s d10 showed {d10}: it is rolled again</source>
        <translation>{name}のd10の出目が{d10}でした：振り直します</translation>
    </message>
    <message>
        <source>{name}&apos;s sync with {partner}, who has no sequence this round, was dropped: {name} acts at their own value</source>
        <translation>{partner}はこのラウンドにシーケンスがないため、{name}のシンクロを取り消しました。{name}は自分のシーケンス値で行動します</translation>
    </message>
    <message>
        <source>{name}&apos;s tension correction was above 0: it is 0</source>
        <translation>{name}のテンション修正が0より大きくなっていました：0にしました</translation>
    </message>
    <message>
        <source>{name}&apos;s {kind} declaration was impossible: it was dropped</source>
        <translation>{name}の{kind}の宣言はありえない値でした：宣言を取り除きました</translation>
    </message>
    <message>
        <source>{name}: no line for the {essence} check: it has {dice} dice, and the table rules refuse a check with fewer than 1 die.</source>
        <translation>{name}：【{essence}】のチェックの行はありません。ダイスが{dice}個で、テーブルルールではダイスが1個未満のチェックはできません。</translation>
    </message>
    <message>
        <source>{name}: side {side}</source>
        <translation>{name}の陣営を{side}に</translation>
    </message>
    <message>
        <source>{name}: {number} in the fight was {fight}, on the sheet {sheet}: the fight takes the sheet&apos;s</source>
        <translation>{name}：戦闘中の{number}は{fight}、シートでは{sheet}でした。シートの値に合わせました</translation>
    </message>
    <message>
        <source>{place}: the emotion {emotion} was missing from the emotion list; it is back, as fhrtool&apos;s catalogue has it</source>
        <translation>{place}：感情「{emotion}」が感情一覧にありませんでした。fhrtoolの感情一覧のとおりに戻しました</translation>
    </message>
    <message>
        <source>{place}: the emotion {emotion} was missing from the emotion list; it is on it now with bond 0: give it its name and bond in the emotion list</source>
        <translation>{place}：感情「{emotion}」が感情一覧にありませんでした。絆値0で一覧に加えたので、感情一覧で名前と絆値を設定してください</translation>
    </message>
    <message>
        <source>{pool} (current)</source>
        <translation>{pool}（現在値）</translation>
    </message>
    <message>
        <source>{pool} (maximum)</source>
        <translation>{pool}（最大値）</translation>
    </message>
    <message>
        <source>{skill} at level {level}</source>
        <translation>{skill}（レベル{level}）</translation>
    </message>
    <message>
        <source>{skill}: {field} {old} → {new} ({name})</source>
        <translation>{skill}: {field} {old} → {new}（{name}）</translation>
    </message>
    <message>
        <source>{stat}</source>
        <translation>{stat}</translation>
    </message>
    <message>
        <source>{stat} {old} → {new} ({name})</source>
        <translation>{stat} {old} → {new}（{name}）</translation>
    </message>
    <message>
        <source>{step}; {field} kept within its limits: {values}</source>
        <translation>{step}。{field}は範囲内に収めました：{values}</translation>
    </message>
    <message>
        <source>{target} is not a character of this campaign</source>
        <translation>{target}はこのキャンペーンのキャラクターではない</translation>
    </message>
    <message>
        <source>{value}</source>
        <translation>{value}</translation>
    </message>
    <message>
        <source>{what} ({name})</source>
        <translation>{what}（{name}）</translation>
    </message>
    <message>
        <source>一度キャスティングボードに入れたキャラクターは、外すことができない: an entry of the casting board can never be removed</source>
        <translation>一度キャスティングボードに入れたキャラクターは、外すことができない</translation>
    </message>
    <message>
        <source>背反者</source>
        <translation>背反者</translation>
    </message>
</context>
</TS>
