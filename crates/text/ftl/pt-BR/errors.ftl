### Discord's own answers when something goes wrong: stale or foreign buttons,
### outages, limits.

error-no-table-here = Não há mesa neste canal: abra uma com `/gin { command-gin-new }`.
error-button-no-game = Não há mais partida rolando para esse botão, então ele não faz nada agora.
error-button-other-channel = Esse botão é de uma mesa de outro canal, então aqui ele não faz nada.
error-not-seated = Você não está jogando nesta mesa. Entre pela mensagem da mesa (ou com `/gin { command-gin-join }`) antes de a partida começar.
error-move-kept = ✅ Sua última jogada foi mantida (a resposta se perdeu no caminho). Veja como está a partida.
error-not-started = A partida ainda não começou: você recebe sua mão quando ela começar.
error-failed = Desculpe, não conseguimos salvar do nosso lado, então nada mudou: tente de novo.
error-choose-knock-card = Escolha a carta para bater.
error-choose-discard = Escolha a carta para descartar.
error-choose-meld = Escolha o jogo para baixar.
error-choose-lay-off = Escolha as cartas para encaixar.
error-cannot-knock-with = Agora você não pode bater descartando { $card }.
error-game-over = A partida acabou: veja o resultado no canal.
error-button-foreign = Não reconheço esse botão: ele não é do Jersey Gin.
error-button-old-version = Este botão é de uma versão antiga do bot e não funciona mais. Use `/gin { command-gin-hand }` ou `/gin { command-gin-table }` para ter botões novos.
error-button-newer-version = Este botão é de uma versão do bot mais nova que a que está rodando agora. Use `/gin { command-gin-hand }` ou `/gin { command-gin-table }` para ter botões novos.
error-button-damaged = Esse botão está danificado ou é desconhecido, então não posso fazer nada com ele. Use `/gin { command-gin-hand }` ou `/gin { command-gin-table }` para ter botões novos.
error-options-unreadable = Este comando não aceita essas opções: não deu para ler uma opção{ $input }. Nada foi alterado.
error-options-mismatch = Este comando não aceita essas opções: { $problem ->
        [choice] uma das escolhas não está na lista
        [range] um número está fora do intervalo
        [type] uma opção tem o tipo errado
       *[other] elas não batem com o comando
    }. Escolha os valores que o Discord oferece (se a lista parecer antiga, recarregue o Discord). Nada foi alterado.
error-unknown-command = Não conheço esse comando (seu Discord pode estar mostrando uma lista antiga: recarregue). Tente `/gin { command-gin-rules }`.
error-command-failed = Desculpe, algo deu errado do meu lado. Tente de novo.
